import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';
import type { PlanConfig, ProductConfig } from '../plan-config';
import { WAN, YUAN, enumLiability, factor, fixedLiability, product, stepLiability } from './builders';
import { healthDocuments } from './health-documents';
import { SOCIAL_SECURITY_FACTOR, healthRateTables, medicalRateCode } from './health-rates';
import type { GoodsSeed, TenantFlavour } from './seed-types';

/** Ids of the seeded health products, for tests and other seeds. */
export const HEALTH_PRODUCT_IDS = {
  basicPackage: 'PKG-HEALTH-BASIC',
  basicMain: 'PR-HB-MAIN',
  basicAllowance: 'PR-HB-ALLOW',
  plusPackage: 'PKG-HEALTH-PLUS',
  plusMain: 'PR-HP-MAIN',
  plusOutpatient: 'PR-HP-OPD',
  plusFamily: 'PR-HP-FAMILY',
  plusAllowance: 'PR-HP-ALLOW',
} as const;

function mainMedical(plan: 'HB' | 'HP', productId: string, generalSum: number): ProductConfig {
  const deductible = plan === 'HB' ? '年度免赔额1万元' : '年度免赔额5000元';
  return product({
    productId,
    productCode: 'AXBWYL-M',
    productName: '安心百万医疗保险',
    main: true,
    sumInsuredType: 'fixed',
    wanYuan: true,
    fixedSumInsured: 600 * WAN,
    premiumCalculateType: 'byLiability',
    liabilities: [
      fixedLiability('L-GEN', '一般医疗保险金', generalSum, {
        rateTableCode: medicalRateCode(plan, 'GEN'),
        simpleRemark: `${deductible}，经社保报销后100%赔付`,
        remark: `被保险人因意外伤害或在等待期后因疾病，在二级及以上公立医院普通部住院治疗或接受特殊门诊、门诊手术治疗的合理且必要的医疗费用，${deductible}，按100%比例给付。`,
      }),
      fixedLiability('L-CI', '重大疾病医疗保险金', 600 * WAN, {
        rateTableCode: medicalRateCode(plan, 'CI'),
        simpleRemark: '0免赔，100%赔付，与一般医疗共享保额',
        remark: '被保险人在等待期后初次确诊合同约定的120种重大疾病，因该重大疾病发生的合理且必要的住院、特殊门诊、门诊手术医疗费用，不设免赔额，按100%比例给付。',
      }),
      fixedLiability('L-PROTON', '质子重离子医疗保险金', 600 * WAN, {
        optional: true,
        rateTableCode: medicalRateCode(plan, 'PROTON'),
        simpleRemark: '指定医疗机构质子重离子治疗，0免赔',
        remark: '被保险人在等待期后初次确诊恶性肿瘤，在上海市质子重离子医院等指定医疗机构接受质子、重离子放射治疗的医疗费用，按100%比例给付。',
      }),
      fixedLiability('L-DRUG', '恶性肿瘤院外特定药品费用保险金', 600 * WAN, {
        optional: true,
        rateTableCode: medicalRateCode(plan, 'DRUG'),
        simpleRemark: '覆盖100余种院外靶向药、免疫治疗药',
        remark: '被保险人在等待期后初次确诊恶性肿瘤，凭处方在指定药店购买特定药品清单内药品的费用，经社保报销后按100%比例给付。',
      }),
    ],
  });
}

function allowanceRider(productId: string, levels: readonly number[]): ProductConfig {
  return product({
    productId,
    productCode: 'AXZYJT-A',
    productName: '附加住院津贴保险',
    main: false,
    optional: true,
    sumInsuredType: 'enum',
    premiumCalculateType: 'byLiability',
    // 60 is the oldest age the allowance insures: the rider shows only while every insured is 60 or younger.
    collocationRule: { effect: 'require', combinator: 'and', conditions: [{ factor: 'insuredAgeYears', max: 60 }] },
    liabilities: [
      enumLiability(
        'L-ALLOW',
        '住院津贴保险金',
        levels.map((level) => [`${level}元/天`, level * YUAN] as const),
        { rateTableCode: 'RT-H-ALLOW', simpleRemark: '住院每日给付，每次住院免赔3天，年度最高给付180天' },
      ),
    ],
  });
}

function healthPlan(flavour: TenantFlavour, plus: boolean): PlanConfig {
  const seedPlan = plus ? SEED_PLANS.healthPlus : SEED_PLANS.healthBasic;
  const ids = HEALTH_PRODUCT_IDS;
  const products: ProductConfig[] = plus
    ? [
        mainMedical('HP', ids.plusMain, 400 * WAN),
        product({
          productId: ids.plusOutpatient,
          productCode: 'AXMJZ-A',
          productName: '附加门急诊医疗保险',
          main: false,
          optional: true,
          sumInsuredType: 'enum',
          premiumCalculateType: 'byLiability',
          // Neither infants under one year nor insureds over 60 can add outpatient cover.
          collocationRule: {
            effect: 'exclude',
            combinator: 'or',
            conditions: [
              { factor: 'insuredAgeDays', max: 364, insuredMatch: 'any' },
              { factor: 'insuredAgeYears', min: 61, insuredMatch: 'any' },
            ],
          },
          liabilities: [
            stepLiability('L-OPD-IN', '门急诊医疗保险金（社保范围内）', { min: 1000 * YUAN, max: 10_000 * YUAN, step: 1000 * YUAN }, {
              optional: true,
              rateTableCode: 'RT-HP-OPD-IN',
              simpleRemark: '社保目录内门急诊费用，单次免赔100元，赔付80%',
            }),
            stepLiability('L-OPD-ALL', '门急诊医疗保险金（含社保范围外）', { min: 1000 * YUAN, max: 10_000 * YUAN, step: 1000 * YUAN }, {
              optional: true,
              rateTableCode: 'RT-HP-OPD-ALL',
              simpleRemark: '含社保目录外门急诊费用，单次免赔100元，赔付60%',
            }),
          ],
        }),
        product({
          productId: ids.plusFamily,
          productCode: 'AXJTMP-A',
          productName: '附加家庭共享免赔额保险',
          main: false,
          optional: true,
          sumInsuredType: 'fixed',
          fixedSumInsured: 10_000 * YUAN,
          premiumCalculateType: 'byLiability',
          // Sharing a deductible needs a family: two insureds or more.
          collocationRule: { effect: 'require', combinator: 'and', conditions: [{ factor: 'insuredCount', min: 2 }] },
          liabilities: [
            fixedLiability('L-FAMILY', '家庭共享免赔额', 10_000 * YUAN, {
              rateTableCode: 'RT-HP-FAMILY',
              simpleRemark: '同一保单家庭成员共用1万元年度免赔额',
            }),
          ],
        }),
        allowanceRider(ids.plusAllowance, [100, 200, 300]),
      ]
    : [mainMedical('HB', ids.basicMain, 300 * WAN), allowanceRider(ids.basicAllowance, [100, 200])];

  const collocations = plus
    ? [
        { productId: ids.plusMain, liabilityCode: 'L-PROTON', collocationProductId: ids.plusMain, collocationLiabilityCode: 'L-DRUG', collocationType: 1 },
        { productId: ids.plusOutpatient, liabilityCode: 'L-OPD-IN', collocationProductId: ids.plusOutpatient, collocationLiabilityCode: 'L-OPD-ALL', collocationType: 3 },
        { productId: ids.plusAllowance, liabilityCode: 'L-ALLOW', collocationProductId: ids.plusMain, collocationLiabilityCode: 'L-PROTON', collocationType: 2 },
      ]
    : [{ productId: ids.basicMain, liabilityCode: 'L-DRUG', collocationProductId: ids.basicMain, collocationLiabilityCode: 'L-PROTON', collocationType: 4 }];

  return {
    goods: healthGoodsInfo(flavour),
    plan: {
      planId: seedPlan.planId,
      planName: `${SEED_GOODS.health.goodsName}（${seedPlan.salesName}）`,
      salesname: seedPlan.salesName,
      minInsuredCount: 1,
      maxInsuredCount: 6,
      serviceList: [
        { serviceShowName: '重疾绿色通道', serviceDescription: '确诊重疾后协调安排三甲医院专家门诊、住院及手术', serviceRemark: '需在等待期后确诊' },
        { serviceShowName: '住院费用垫付', serviceDescription: '住院押金及医疗费用由保险公司先行垫付', serviceRemark: '单次垫付金额1万元以上' },
        ...(plus ? [{ serviceShowName: '质子重离子就医协助', serviceDescription: '协助预约上海市质子重离子医院就诊' }] : []),
      ],
    },
    insuredAge: { begin: '30-D', end: '65-Y' },
    paymentFrequencies: ['month', 'year'],
    defaultPaymentFrequency: 'month',
    // The upgraded plan's launch offer: the first month costs 1 yuan per insured.
    firstMonthPremium: plus ? 1 * YUAN : null,
    packages: [
      {
        package: {
          productPackageId: plus ? ids.plusPackage : ids.basicPackage,
          productPackageCode: plus ? 'BWYL-PLUS' : 'BWYL-BASIC',
          productPackageName: plus ? '百万医疗升级保障' : '百万医疗基础保障',
        },
        products,
      },
    ],
    collocations,
    factors: [
      factor('insurancePeriod', '保障期间', [['1-Y', '1年']], '1-Y'),
      factor('paymentPeriod', '缴费期间', [['1-Y', '1年']], '1-Y'),
      factor(SOCIAL_SECURITY_FACTOR, '有无社保', [['Y', '有社保'], ['N', '无社保']], 'Y'),
    ],
    links: [],
  };
}

function healthGoodsInfo(flavour: TenantFlavour): GoodsSeed['goods'] {
  return { goodsId: SEED_GOODS.health.goodsId, goodsName: SEED_GOODS.health.goodsName, insuranceCategory: 'healthInsurance', companyName: flavour.healthCompany };
}

/** The health goods (百万医疗): two plans for families of up to six, paid monthly or yearly. */
export function healthGoods(flavour: TenantFlavour): GoodsSeed {
  return {
    goods: healthGoodsInfo(flavour),
    allowedOccupationCategories: [1, 2, 3, 4],
    plans: [healthPlan(flavour, false), healthPlan(flavour, true)],
    rateTables: healthRateTables(flavour.pricePercent),
    benefits: [],
    ...healthDocuments(flavour),
  };
}
