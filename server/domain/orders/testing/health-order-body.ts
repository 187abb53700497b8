import type { Order } from '../../../../schema/entities/order';
import { SEED_GOODS } from '../../../seed/seed-ids';
import { basicHealthOrder, chosen } from '../../../testing/order-bodies';
import { HEALTH_PRODUCT_IDS } from '../../products/seed-data/health-goods';
import { earliestStart } from '../validation/earliest-start';

/**
 * A complete order of the seeded 百万医疗 basic plan starting tomorrow (as of `now`, the test clock):
 * the holder insures herself, legal beneficiaries, health notice passed, paid monthly with social
 * insurance.
 */
export function healthOrderBody(now: Date): Order {
  const main = chosen(HEALTH_PRODUCT_IDS.basicMain, [], { productCode: 'AXBWYL-M', productName: '安心百万医疗保险', productType: 1 });
  return basicHealthOrder([main], {
    goodsName: SEED_GOODS.health.goodsName,
    promotionId: 'health-baiwan',
    holder: {
      customerType: 'person',
      person: {
        name: '李秀英',
        certType: 'I',
        certNo: '310104198506122428',
        birthday: '1985-06-12',
        gender: 'F',
        phone: '13812345678',
        email: 'lixiuying@example.com',
      },
    },
    insuredList: [{ holderRelation: 'SELF', selected: true, allowInsure: true, beneficiaryType: 'LEGAL' }],
    paymentFrequency: 'month',
    insuranceStartDate: earliestStart(now),
    extraInfo: { commonFactors: { socialSecurity: 'Y' } },
    dataSource: 'h5',
  });
}
