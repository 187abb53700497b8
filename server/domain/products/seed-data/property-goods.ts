import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';
import { WAN, YUAN, documentUrl, factor, fixedLiability, inputLiability, product } from './builders';
import { EVERY_AGE } from '../rate-table';
import { atPriceLevel, rateRow, rateTable } from './rate-rows';
import type { GoodsSeed, RateTableSeed, TenantFlavour } from './seed-types';

/** Ids of the seeded property products. */
export const PROPERTY_PRODUCT_IDS = {
  package: 'PKG-PROP-STD',
  main: 'PR-PROP-MAIN',
  theft: 'PR-PROP-THEFT',
} as const;

/** The policyholder of home insurance is an adult; the household is insured up to the holder's 80th year. */
const PROPERTY_AGES = { min: 18, max: 80 } as const;

/** Home insurance prices the home, not a person: its rates hold for every age. */
function flatTable(code: string, name: string, yuan: number, pricePercent: number): RateTableSeed {
  return rateTable(code, name, [rateRow(EVERY_AGE.min, EVERY_AGE.max, atPriceLevel(yuan * YUAN, pricePercent), { paymentFrequency: 'year' })]);
}

function propertyRateTables(pricePercent: number): RateTableSeed[] {
  return [
    flatTable('RT-PROP-HOUSE', '房屋主体损失费率表', 58, pricePercent),
    flatTable('RT-PROP-CONTENT', '室内财产损失费率表', 32, pricePercent),
    flatTable('RT-PROP-PIPE', '管道破裂及水渍责任费率表', 26, pricePercent),
    flatTable('RT-PROP-THIRD', '居家第三者责任费率表', 15, pricePercent),
    rateTable(
      'RT-PROP-THEFT',
      '附加盗抢保险费率表（每千元保额）',
      [rateRow(EVERY_AGE.min, EVERY_AGE.max, atPriceLevel(250, pricePercent), { paymentFrequency: 'year' })],
      { basis: 'perUnit', unitAmount: 1000 * YUAN },
    ),
  ];
}

/** The home insurance goods: one plan of fixed sums insured, paid yearly, with an optional theft rider. */
export function propertyGoods(flavour: TenantFlavour): GoodsSeed {
  const goods: GoodsSeed['goods'] = {
    goodsId: SEED_GOODS.property.goodsId,
    goodsName: SEED_GOODS.property.goodsName,
    insuranceCategory: 'propertyInsurance',
    companyName: flavour.propertyCompany,
  };
  const plan = SEED_PLANS.propertyStandard;
  const clauseUrl = documentUrl('DOC-PROP-CLAUSE');
  return {
    goods,
    allowedOccupationCategories: [1, 2, 3, 4, 5, 6],
    plans: [
      {
        goods,
        plan: {
          planId: plan.planId,
          planName: `${SEED_GOODS.property.goodsName}（${plan.salesName}）`,
          salesname: plan.salesName,
          minInsuredCount: 1,
          maxInsuredCount: 1,
          serviceList: [{ serviceShowName: '24小时居家紧急救援', serviceDescription: '水管爆裂、电路故障、门锁开启上门服务，每年3次', serviceRemark: '拨打客服热线预约' }],
        },
        insuredAge: { begin: `${PROPERTY_AGES.min}-Y`, end: `${PROPERTY_AGES.max}-Y` },
        paymentFrequencies: ['year'],
        defaultPaymentFrequency: 'year',
        firstMonthPremium: null,
        packages: [
          {
            package: { productPackageId: PROPERTY_PRODUCT_IDS.package, productPackageCode: 'AJJC-STD', productPackageName: '家庭财产保障' },
            products: [
              product({
                productId: PROPERTY_PRODUCT_IDS.main,
                productCode: 'AJJC-M',
                productName: '安居家庭财产保险',
                main: true,
                sumInsuredType: 'fixed',
                wanYuan: true,
                fixedSumInsured: 85 * WAN,
                premiumCalculateType: 'byLiability',
                liabilities: [
                  fixedLiability('L-HOUSE', '房屋主体损失', 50 * WAN, { rateTableCode: 'RT-PROP-HOUSE', simpleRemark: '火灾、爆炸、台风、暴雨等造成的房屋主体损失' }),
                  fixedLiability('L-CONTENT', '室内财产损失', 10 * WAN, { rateTableCode: 'RT-PROP-CONTENT', simpleRemark: '家具、家电、衣物等室内财产损失' }),
                  fixedLiability('L-PIPE', '管道破裂及水渍责任', 5 * WAN, { rateTableCode: 'RT-PROP-PIPE', simpleRemark: '自来水管道破裂造成本户及邻居财产损失' }),
                  fixedLiability('L-THIRD', '居家第三者责任', 20 * WAN, {
                    optional: true,
                    rateTableCode: 'RT-PROP-THIRD',
                    simpleRemark: '房屋内坠物等造成第三者人身伤亡或财产损失',
                  }),
                ],
              }),
              product({
                productId: PROPERTY_PRODUCT_IDS.theft,
                productCode: 'AJDQ-A',
                productName: '附加盗抢保险',
                main: false,
                optional: true,
                sumInsuredType: 'enum',
                premiumCalculateType: 'byLiability',
                liabilities: [
                  inputLiability('L-THEFT', '盗抢损失', { min: 5000 * YUAN, max: 50_000 * YUAN }, {
                    rateTableCode: 'RT-PROP-THEFT',
                    simpleRemark: '入室盗窃、抢劫造成的室内财产损失，需经公安机关立案',
                  }),
                ],
              }),
            ],
          },
        ],
        collocations: [],
        factors: [factor('insurancePeriod', '保障期间', [['1-Y', '1年']], '1-Y'), factor('paymentPeriod', '缴费期间', [['1-Y', '1年']], '1-Y')],
        links: [],
      },
    ],
    rateTables: propertyRateTables(flavour.pricePercent),
    benefits: [],
    clauses: [{ clause: { code: 'PC-MAIN', label: '《安居家庭财产保险条款》', isDefault: true, clauseUrl }, planIds: [] }],
    notices: [
      {
        code: 'PN-INSURE',
        planIds: [],
        notice: {
          header: '投保须知',
          noticeType: 'insureNotice',
          noticeObjectType: 'holder',
          content:
            '<p>1. 本产品由{companyName}承保，保险标的为投保人填写地址的自有或租住住宅，不含商铺、厂房及违章建筑。</p>' +
            '<p>2. 房屋主体须为钢筋混凝土或砖混结构，保险期间1年，次日零时起保。</p>' +
            '<p>3. 室内财产损失按实际损失赔偿，金银首饰、现金、有价证券及古玩字画不在保障范围内。</p>' +
            '<p>4. 请您仔细阅读{clauseLink}，如需增值税专用发票请在投保时选择。</p>',
          paramList: [
            { paramName: 'companyName', paramType: 1, paramValue: flavour.propertyCompany },
            { paramName: 'clauseLink', paramType: 3, paramValue: clauseUrl },
          ],
        },
      },
    ],
    agreements: [
      {
        agreement: { code: 'SA-P-ADDRESS', title: '保险标的地址约定', content: '<p>本保单仅承保投保时填写的房屋地址，变更地址须申请批改，否则对新地址发生的损失不承担赔偿责任。</p>' },
        liabilityCodes: [],
        planIds: [],
      },
      {
        agreement: { code: 'SA-P-DEDUCTIBLE', title: '免赔额约定', content: '<p>室内财产损失每次事故绝对免赔额为200元；管道破裂及水渍责任每次事故绝对免赔额为500元。</p>' },
        liabilityCodes: ['L-CONTENT', 'L-PIPE'],
        planIds: [],
      },
      {
        agreement: {
          code: 'SA-P-THEFT',
          title: '盗抢责任约定',
          content: '<p>发生盗抢事故后须在24小时内向公安机关报案，并提供立案证明；自报案之日起60日内未破案的，本公司按约定赔偿。</p>',
          productCode: 'AJDQ-A',
        },
        liabilityCodes: [],
        planIds: [],
      },
    ],
  };
}
