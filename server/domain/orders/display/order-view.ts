import type { Order } from '../../../../schema/entities/order';
import type { AppContext } from '../../../app/app-context';
import type { OrderRow } from '../store/order-row';
import { encryptOrderNo } from '../store/order-token';
import { maskOrder } from './mask-order';

/** The order's token as replies carry it. */
export function orderToken(app: AppContext, row: Pick<OrderRow, 'tenant_code' | 'token_id'>): string {
  return encryptOrderNo(app.config.orderTokenSecret, row.tenant_code, row.token_id);
}

/**
 * The stored order with the server's figures (the priced insureds and premiums replace what the
 * app sent), unmasked: for the server's own use, never sent as is.
 */
export function fullOrder(app: AppContext, row: OrderRow): Order {
  const priced = row.priced_insured_list;
  const insuredList = row.payload.insuredList?.map((insured, index) => {
    const figures = priced?.[index];
    if (!figures) return insured;
    const { premium, initialPremium, nextPremium, sumInsured } = figures;
    return { ...insured, premium, initialPremium, nextPremium, sumInsured };
  });
  const figures: Partial<Order> = {};
  if (row.pay_type !== null) figures.payType = row.pay_type;
  if (row.initial_premium !== null) figures.initialPremium = row.initial_premium;
  if (row.next_premium !== null) figures.nextPremium = row.next_premium;
  if (row.total_premium !== null) figures.totalPremium = row.total_premium;
  if (row.total_sum_insured !== null) figures.totalSumInsured = row.total_sum_insured;
  return {
    ...row.payload,
    ...figures,
    ...(insuredList ? { insuredList } : {}),
    orderNo: row.order_no,
    encryptOrderNo: orderToken(app, row),
    dataSource: row.data_source,
  };
}

/**
 * The order as queryOrderDetail returns it: the full order with personal data masked. With
 * `allInsured` false only the selected insureds are listed.
 */
export function orderView(app: AppContext, row: OrderRow, allInsured: boolean): Order {
  const order = fullOrder(app, row);
  const insuredList = allInsured ? order.insuredList : order.insuredList?.filter((insured) => insured.selected !== false);
  return maskOrder({ ...order, ...(insuredList ? { insuredList } : {}) });
}
