import type { Order } from '../../../../schema/entities/order';
import { shanghaiDateToTimestamp } from '../../../../shared/dates/shanghai-date-to-timestamp';
import { tomorrowInShanghai } from '../../../../shared/dates/shanghai-today';
import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';

/**
 * A complete order of the seeded 百万医疗 basic plan starting tomorrow (as of `now`, the test clock):
 * the holder insures herself, legal beneficiaries, health notice passed, paid monthly with social
 * insurance.
 */
export function healthOrderBody(now: Date): Order {
  return {
    planId: SEED_PLANS.healthBasic.planId,
    goodsId: SEED_GOODS.health.goodsId,
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
    packageList: [
      {
        productPackageId: 'PKG-HEALTH-BASIC',
        productPackageCode: 'BWYL-BASIC',
        productList: [{ productId: 'PR-HB-MAIN', productCode: 'AXBWYL-M', productName: '安心百万医疗保险', productType: 1 }],
      },
    ],
    paymentFrequency: 'month',
    insuranceStartDate: shanghaiDateToTimestamp(tomorrowInShanghai(now)) as number,
    extraInfo: { commonFactors: { socialSecurity: 'Y' } },
    dataSource: 'h5',
  };
}
