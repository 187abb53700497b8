import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';
import type { PlanConfig } from '../plan-config';
import { WAN, documentUrl, enumLiability, factor, optionList, product, stepLiability } from './builders';
import { LIFE_MAX_AGE, LIFE_MIN_AGE, LIFE_TERMS, lifeCashValues, lifeRateTables } from './life-rates';
import type { GoodsSeed, TenantFlavour } from './seed-types';

/** Ids of the seeded life products. */
export const LIFE_PRODUCT_IDS = {
  package: 'PKG-LIFE-STD',
  main: 'PR-LIFE-MAIN',
  accident: 'PR-LIFE-ACC',
} as const;

/** The sums insured the term life product offers, in 万元. */
const LIFE_SUMS_WAN = [10, 20, 30, 50, 80, 100, 150, 200, 300] as const;

const PAYMENT_PERIOD_LABELS: Readonly<Record<string, string>> = {
  '1-Y': '趸交',
  '5-Y': '5年交',
  '10-Y': '10年交',
  '20-Y': '20年交',
  '30-Y': '30年交',
};

function paymentOptions(periods: readonly string[]): [string, string][] {
  return periods.map((period) => [period, PAYMENT_PERIOD_LABELS[period] ?? period]);
}

function lifePlan(flavour: TenantFlavour): PlanConfig {
  const plan = SEED_PLANS.lifeStandard;
  return {
    goods: lifeGoodsInfo(flavour),
    plan: {
      planId: plan.planId,
      planName: `${SEED_GOODS.life.goodsName}（${plan.salesName}）`,
      salesname: plan.salesName,
      minInsuredCount: 1,
      maxInsuredCount: 1,
      serviceList: [{ serviceShowName: '身故理赔绿色通道', serviceDescription: '资料齐全后3个工作日内结案赔付' }],
    },
    insuredAge: { begin: `${LIFE_MIN_AGE}-Y`, end: `${LIFE_MAX_AGE}-Y` },
    paymentFrequencies: ['year'],
    defaultPaymentFrequency: 'year',
    firstMonthPremium: null,
    packages: [
      {
        package: { productPackageId: LIFE_PRODUCT_IDS.package, productPackageCode: 'SHDQSX-STD', productPackageName: '定期寿险保障' },
        products: [
          product({
            productId: LIFE_PRODUCT_IDS.main,
            productCode: 'SHDQSX-M',
            productName: '守护定期寿险',
            main: true,
            sumInsuredType: 'enum',
            wanYuan: true,
            premiumCalculateType: 'bySumInsured',
            rateTableCode: 'RT-LIFE-MAIN',
            liabilities: [
              enumLiability(
                'L-DEATH',
                '身故或全残保险金',
                LIFE_SUMS_WAN.map((wan) => [`${wan}万元`, wan * WAN] as const),
                {
                  simpleRemark: '等待期后身故或全残，按基本保险金额给付',
                  remark: '被保险人在等待期后身故或全残的，本公司按基本保险金额给付身故或全残保险金，本合同终止；因意外伤害身故或全残的不受等待期限制。',
                },
              ),
            ],
          }),
          product({
            productId: LIFE_PRODUCT_IDS.accident,
            productCode: 'SHYW-A',
            productName: '附加意外伤害保险',
            main: false,
            optional: true,
            sumInsuredType: 'enum',
            wanYuan: true,
            premiumCalculateType: 'byLiability',
            liabilities: [
              stepLiability('L-ACC', '意外身故或伤残保险金', { min: 10 * WAN, max: 100 * WAN, step: 10 * WAN }, {
                rateTableCode: 'RT-LIFE-ACC',
                simpleRemark: '意外身故按保额给付，意外伤残按伤残等级比例给付',
              }),
            ],
          }),
        ],
      },
    ],
    collocations: [],
    factors: [
      factor('insurancePeriod', '保障期间', LIFE_TERMS.map((term) => [term.insurancePeriod, `${term.years}年`] as const), '20-Y'),
      factor('paymentPeriod', '缴费期间', paymentOptions(Object.keys(PAYMENT_PERIOD_LABELS)), '20-Y'),
    ],
    // The insurance period decides which payment periods are offered; a term is paid over it at most.
    links: LIFE_TERMS.map((term) => ({
      triggerCode: 'insurancePeriod',
      triggerValue: term.insurancePeriod,
      targetCode: 'paymentPeriod',
      options: optionList(paymentOptions(term.paymentPeriods)),
      defaultValue: term.insurancePeriod,
    })),
  };
}

function lifeGoodsInfo(flavour: TenantFlavour): GoodsSeed['goods'] {
  return { goodsId: SEED_GOODS.life.goodsId, goodsName: SEED_GOODS.life.goodsName, insuranceCategory: 'lifeInsurance', companyName: flavour.lifeCompany };
}

/** The term life goods: yearly payment, 10/20/30-year terms, 10万 to 300万, with a benefit table. */
export function lifeGoods(flavour: TenantFlavour): GoodsSeed {
  return {
    goods: lifeGoodsInfo(flavour),
    allowedOccupationCategories: [1, 2, 3, 4],
    plans: [lifePlan(flavour)],
    rateTables: lifeRateTables(flavour.pricePercent),
    benefits: [
      {
        productId: LIFE_PRODUCT_IDS.main,
        columns: [
          { code: 'annualPremium', title: '当年保费' },
          { code: 'cumulativePremium', title: '累计保费' },
          { code: 'deathBenefit', title: '身故或全残保险金' },
          { code: 'cashValue', title: '现金价值（年末）' },
        ],
        cashValues: lifeCashValues(),
      },
    ],
    clauses: [
      {
        clause: { code: 'LC-MAIN', label: '《守护定期寿险条款》', isDefault: true, clauseUrl: documentUrl('DOC-LIFE-CLAUSE') },
        planIds: [],
      },
    ],
    notices: [
      {
        code: 'LN-INSURE',
        planIds: [],
        notice: {
          header: '投保须知',
          noticeType: 'insureNotice',
          noticeObjectType: 'holder',
          content:
            '<p>1. 本产品由{companyName}承保，被保险人投保年龄为18至60周岁，保险期满时被保险人年龄不超过70周岁。</p>' +
            '<p>2. 本产品等待期为90天，等待期内因疾病身故或全残的，本公司退还已交保费，合同终止。</p>' +
            '<p>3. 您享有15天犹豫期，犹豫期内解除合同的，本公司无息退还已交保费；犹豫期后解除合同的，退还保单现金价值，可能遭受一定损失。</p>' +
            '<p>4. 请您仔细阅读{clauseLink}，并如实告知被保险人的健康状况与职业。</p>',
          paramList: [
            { paramName: 'companyName', paramType: 1, paramValue: flavour.lifeCompany },
            { paramName: 'clauseLink', paramType: 3, paramValue: documentUrl('DOC-LIFE-CLAUSE') },
          ],
        },
      },
      {
        code: 'LN-BENEFICIARY',
        planIds: [],
        notice: {
          header: '受益人指定说明',
          noticeType: 'beneficiaryNotice',
          noticeObjectType: 'insured',
          content: '<p>被保险人{insuredName}可指定一名或多名身故受益人并确定受益顺序与受益份额；未指定受益人的，身故保险金作为被保险人的遗产，由本公司依照《中华人民共和国民法典》的规定履行给付义务。</p>',
          paramList: [{ paramName: 'insuredName', paramType: 2, paramValue: 'insured[0].name' }],
        },
      },
    ],
    agreements: [
      {
        agreement: { code: 'SA-L-WAITING', title: '等待期约定', content: '<p>本合同生效（或最后复效）之日起90日为等待期，因意外伤害导致身故或全残的无等待期。</p>' },
        liabilityCodes: [],
        planIds: [],
      },
      {
        agreement: {
          code: 'SA-L-ACCIDENT',
          title: '意外伤害定义约定',
          content: '<p>意外伤害指以外来的、突发的、非本意的和非疾病的客观事件为直接且单独的原因致使身体受到的伤害；猝死、高风险运动导致的伤害不属于意外伤害保险责任。</p>',
          productCode: 'SHYW-A',
        },
        liabilityCodes: [],
        planIds: [],
      },
    ],
  };
}
