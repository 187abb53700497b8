/**
 * The Chinese texts the products domain sends to buyers: refusals of premium calculation, trial,
 * benefit illustration and factor linkage. Kept in one place so that every text a buyer reads from
 * this domain can be reviewed together.
 */
export const PRODUCT_MESSAGES = {
  goodsNotFound: (goodsId: string): string => `商品「${goodsId}」不存在或已下架`,
  planNotFound: (planId: string): string => `方案「${planId}」不存在或已下架`,
  planNotInGoods: (planId: string, goodsId: string): string => `方案「${planId}」不属于商品「${goodsId}」`,
  noPackageChosen: '请选择投保的产品包',
  unknownPackage: (id: string): string => `产品包「${id}」不属于所选方案`,
  unknownProduct: (id: string): string => `产品「${id}」不属于所选产品包`,
  unknownLiability: (product: string, code: string): string => `责任「${code}」不属于产品「${product}」`,
  productNotAvailable: (product: string): string => `「${product}」不适用于当前被保人，请取消勾选后重试`,

  sumInsuredMissing: (liability: string): string => `请选择「${liability}」的保额`,
  sumInsuredNotOffered: (liability: string): string => `「${liability}」的保额不在可选范围内`,
  copiesOutOfRange: (product: string, min: number, max: number): string => `「${product}」的份数须在${min}至${max}份之间`,

  collocationTogether: (a: string, b: string): string => `「${a}」与「${b}」须同时投保或同时不投保`,
  collocationExclusive: (a: string, b: string): string => `「${a}」与「${b}」不能同时投保`,
  collocationRequires: (a: string, b: string): string => `投保「${a}」须同时投保「${b}」`,

  insuredBirthdayMissing: (position: number): string => `请填写被保人${position}的出生日期`,
  insuredGenderMissing: (position: number): string => `请选择被保人${position}的性别`,
  insuredAgeOutOfRange: (position: number, range: string): string => `被保人${position}的年龄不在可投保范围内（${range}）`,
  ageRange: (begin: string, end: string): string => `${begin}至${end}`,
  ageDays: (days: number): string => `出生满${days}天`,
  ageMonths: (months: number): string => `出生满${months}个月`,
  ageYears: (years: number): string => `${years}周岁`,

  factorValueInvalid: (factor: string, value: string): string => `「${factor}」的取值「${value}」不可选`,
  paymentFrequencyName: '缴费方式',
  factorContradiction: (factor: string, a: string, b: string): string => `「${factor}」有两个不一致的取值「${a}」与「${b}」，请重新选择`,
  rateNotFound: (product: string, age: number): string => `「${product}」暂不支持${age}周岁被保人按所选保障期间、缴费期间投保`,

  productWithoutLiability: (product: string): string => `请至少选择「${product}」的一项保障责任`,

  benefitNotOffered: '该方案暂无利益演示',
  benefitPolicyYear: '保单年度',
  benefitInsuredAge: '被保人年龄',
  chartMultiple: '累计利益/累计保费',
  chartMultipleDesc: '身故或全残时可获得的保险金相当于累计所交保费的倍数',
  chartTotalPremium: '累计保费',
  chartTotalPremiumDesc: '缴费期内累计所交保费',
  chartTotalBenefit: '累计利益',
  chartTotalBenefitDesc: '保障期内可获得的最高保险金',
} as const;
