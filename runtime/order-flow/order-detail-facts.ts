import type { OrderDetail } from '../../schema/entities/order-detail';
import type { OrderFacts } from './order-summary-rows';

/** The facts of a stored order as the order-detail query returns it, for the same summary rows. */
export function orderDetailFacts(detail: OrderDetail): OrderFacts {
  return {
    orderNo: detail.orderNo,
    goodsName: detail.goodsName,
    planName: detail.planName,
    insurancePeriod: detail.insurancePeriod,
    paymentPeriod: detail.paymentPeriod,
    paymentFrequency: detail.paymentFrequency,
    sumInsured: detail.insuranceAmount,
    initialPremium: detail.initialPremium ?? detail.firstYearPremium,
    firstYearPremium: detail.firstYearPremium,
    insuranceStartDate: detail.insuranceStartDate,
    insuranceEndDate: detail.insuranceEndDate,
    holderName: detail.holder?.person?.name ?? detail.holder?.company?.companyName,
    insuredNames: (detail.insuredList ?? []).map((insured) => insured.person?.name).filter((name): name is string => typeof name === 'string'),
  };
}
