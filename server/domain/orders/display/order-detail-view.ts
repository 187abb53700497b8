import type { OrderDetail } from '../../../../schema/entities/order-detail';
import { MONTHLY_INSTALMENTS } from '../../../../shared/constants';
import { isYearlyPayType } from '../../../../shared/premium/pay-type';
import type { AppContext } from '../../../app/app-context';
import { omitEmpty } from '../../../app/omit-empty';
import { periodText } from '../../../../shared/premium/product-factors';
import type { OrderRow } from '../store/order-row';
import { mainProduct } from './main-product';
import { maskOrder } from './mask-order';
import { fullOrder } from './order-view';

/** The premium of the first policy year: the yearly premium, or the first month plus the 11 after it. */
function firstYearPremium(row: OrderRow): number | undefined {
  if (row.initial_premium === null) return undefined;
  if (isYearlyPayType(row.pay_type)) return row.initial_premium;
  return row.initial_premium + MONTHLY_INSTALMENTS * (row.next_premium ?? row.initial_premium);
}

/**
 * The order as the detail and confirmation screens show it (queryOrderByOrderNoForShow), masked.
 * `planName` is the name of the order's plan (see `planName` in the products domain): its 保障方案,
 * as the confirm page showed it before the order was submitted.
 */
export function orderDetailView(app: AppContext, row: OrderRow, planName: string | undefined): OrderDetail {
  const order = fullOrder(app, row);
  const product = mainProduct(order);
  const paymentFrequency = order.paymentFrequency ?? (row.pay_type === null ? undefined : isYearlyPayType(row.pay_type) ? 'year' : 'month');
  const detail: OrderDetail = omitEmpty({
    orderNo: row.order_no,
    goodsName: order.goodsName,
    planId: order.planId,
    planName,
    insurancePeriod: order.insurePeriod ?? order.extraInfo?.insurancePeriod ?? periodText(product?.insurancePeriod, product?.insurancePeriodUnitType),
    paymentFrequency,
    paymentPeriod: periodText(product?.paymentPeriod, product?.paymentPeriodUnitType),
    initialPremium: row.initial_premium ?? undefined,
    firstYearPremium: firstYearPremium(row),
    totalPremium: row.total_premium ?? undefined,
    insuranceAmount: row.total_sum_insured ?? undefined,
    insuranceStartDate: order.insuranceStartDate,
    insuranceEndDate: order.insuranceEndDate,
    invoice: order.invoice,
    holder: order.holder,
    insuredList: order.insuredList,
    agent: order.agent,
    extraInfo: order.extraInfo,
  });
  return maskOrder(detail);
}
