import type { OrderDetail } from '../../../../schema/entities/order-detail';
import { MONTHLY_INSTALMENTS, PAY_TYPE_YEARLY } from '../../../../shared/constants';
import type { AppContext } from '../../../app/app-context';
import type { OrderRow } from '../store/order-row';
import { mainProduct, productPeriod } from './main-product';
import { maskOrder } from './mask-order';
import { fullOrder } from './order-view';

/** The premium of the first policy year: the yearly premium, or the first month plus the 11 after it. */
function firstYearPremium(row: OrderRow): number | undefined {
  if (row.initial_premium === null) return undefined;
  if (row.pay_type === PAY_TYPE_YEARLY) return row.initial_premium;
  return row.initial_premium + MONTHLY_INSTALMENTS * (row.next_premium ?? row.initial_premium);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The order as the detail and confirmation screens show it (queryOrderByOrderNoForShow), masked. */
export function orderDetailView(app: AppContext, row: OrderRow): OrderDetail {
  const order = fullOrder(app, row);
  const product = mainProduct(order);
  const firstPackage = order.packageList?.[0];
  const paymentFrequency = order.paymentFrequency ?? (row.pay_type === null ? undefined : row.pay_type === PAY_TYPE_YEARLY ? 'year' : 'month');
  const detail: OrderDetail = withoutUndefined({
    orderNo: row.order_no,
    encryptOrderNo: order.encryptOrderNo,
    goodsName: order.goodsName,
    planId: order.planId,
    planName: firstPackage?.packageName ?? firstPackage?.productPackageName,
    insurancePeriod: order.insurePeriod ?? order.extraInfo?.insurancePeriod ?? productPeriod(product?.insurancePeriod, product?.insurancePeriodUnitType),
    paymentFrequency,
    paymentPeriod: productPeriod(product?.paymentPeriod, product?.paymentPeriodUnitType),
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
