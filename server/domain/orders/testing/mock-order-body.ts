import type { Order } from '../../../../schema/entities/order';
import { SEED_GOODS } from '../../../seed/seed-ids';
import { basicHealthOrder, chosen } from '../../../testing/order-bodies';

/** A simulated order body: the health plan with two liabilities, so it costs 2 x 100 yuan. */
export function mockOrderBody(): Order {
  const medical = chosen('PR-MEDICAL', [], {
    productCode: 'MEDICAL',
    productName: '百万医疗主险',
    productType: 1,
    planConfigLiabilityList: [
      { liabilityCode: 'GENERAL', liabilityName: '一般医疗保险金' },
      { liabilityCode: 'CRITICAL', liabilityName: '重大疾病医疗保险金' },
    ],
  });
  return basicHealthOrder([medical], {
    goodsName: SEED_GOODS.health.goodsName,
    holder: { customerType: 'person', person: { name: '王建国', certType: 'I', certNo: '110101199003076632', phone: '13912345678' } },
    insuredList: [{ holderRelation: 'SELF', selected: true }],
  });
}
