/**
 * Identifiers of the seeded demo data that more than one domain refers to (a promotion names goods, a
 * plan and a template; an order names a plan). Every domain's seed uses these, never its own copies.
 */
export const SEED_TENANTS = [
  { code: 'health', name: '健康保', style: 'default' },
  { code: 'ba', name: '百安保险', style: 'ba' },
] as const;

export const SEED_GOODS = {
  health: { goodsId: 'G-HEALTH-001', goodsName: '安心百万医疗险', category: 'healthInsurance' },
  life: { goodsId: 'G-LIFE-001', goodsName: '守护定期寿险', category: 'lifeInsurance' },
  property: { goodsId: 'G-PROP-001', goodsName: '安居家庭财产险', category: 'propertyInsurance' },
} as const;

export const SEED_PLANS = {
  healthBasic: { planId: 'P-HEALTH-BASIC', goodsId: SEED_GOODS.health.goodsId, salesName: '基础版' },
  healthPlus: { planId: 'P-HEALTH-PLUS', goodsId: SEED_GOODS.health.goodsId, salesName: '升级版' },
  lifeStandard: { planId: 'P-LIFE-STD', goodsId: SEED_GOODS.life.goodsId, salesName: '标准版' },
  propertyStandard: { planId: 'P-PROP-STD', goodsId: SEED_GOODS.property.goodsId, salesName: '标准版' },
} as const;

/**
 * One promotion per product per tenant, plus the term life product sold to companies for their key
 * people (a company policyholder); the id is what a promotion link carries as `promotionId`, `flow`
 * names the template the promotion opens.
 */
export const SEED_PROMOTIONS = [
  { promotionId: 'health-baiwan', tenant: 'health', goods: 'health', flow: 'health' },
  { promotionId: 'health-life', tenant: 'health', goods: 'life', flow: 'life' },
  { promotionId: 'health-home', tenant: 'health', goods: 'property', flow: 'property' },
  { promotionId: 'health-keyman', tenant: 'health', goods: 'life', flow: 'companyLife' },
  { promotionId: 'ba-baiwan', tenant: 'ba', goods: 'health', flow: 'health' },
  { promotionId: 'ba-life', tenant: 'ba', goods: 'life', flow: 'life' },
  { promotionId: 'ba-home', tenant: 'ba', goods: 'property', flow: 'property' },
  { promotionId: 'ba-keyman', tenant: 'ba', goods: 'life', flow: 'companyLife' },
] as const;
