import type { TemplateConfig } from '../../../../schema/template/template-config';
import { SEED_GOODS, SEED_PLANS, SEED_PROMOTIONS, SEED_TENANTS } from '../../../seed/seed-ids';
import { companyLifeTemplate } from './company-life-template';
import { healthTemplate } from './health-template';
import { lifeTemplate } from './life-template';
import { propertyTemplate } from './property-template';
import type { SeedTemplateOptions } from './seed-template-options';

type SeedPromotion = (typeof SEED_PROMOTIONS)[number];
type GoodsKey = keyof typeof SEED_GOODS;
type FlowKey = SeedPromotion['flow'];
type TenantCode = (typeof SEED_TENANTS)[number]['code'];

const BUILDERS: Record<FlowKey, (options: SeedTemplateOptions) => TemplateConfig> = {
  health: healthTemplate,
  life: lifeTemplate,
  property: propertyTemplate,
  companyLife: companyLifeTemplate,
};

/** Each tenant's look and service line; tenant `ba` has one brand colour for every product. */
const TENANT_BRANDING: Record<TenantCode, { companyName: string; hotline: string; themeColors: Record<GoodsKey, string> }> = {
  health: { companyName: '健康保', hotline: '400-820-1234', themeColors: { health: '#ff6a00', life: '#1677ff', property: '#00b578' } },
  ba: { companyName: '百安保险', hotline: '400-669-5500', themeColors: { health: '#c8102e', life: '#c8102e', property: '#c8102e' } },
};

const PROMOTION_CHANNELS: Record<FlowKey, string> = { health: '官网专属', life: '家庭保障节', property: '安居季', companyLife: '企业关键人员' };

/** Everything the seed stores for one promotion: its published template and the promotion itself. */
export interface SeedPromotionTemplate {
  readonly tenant: TenantCode;
  readonly promotionId: string;
  readonly promotionName: string;
  readonly goodsId: string;
  readonly planIds: readonly string[];
  readonly templateId: string;
  readonly templateName: string;
  readonly description: string;
  readonly template: TemplateConfig;
}

/** The template and promotion rows of one seeded promotion (ids from seed-ids, so other domains agree). */
export function seedPromotionTemplate(promotion: SeedPromotion): SeedPromotionTemplate {
  const goods = SEED_GOODS[promotion.goods];
  const branding = TENANT_BRANDING[promotion.tenant];
  const planIds = Object.values(SEED_PLANS)
    .filter((plan) => plan.goodsId === goods.goodsId)
    .map((plan) => plan.planId);
  return {
    tenant: promotion.tenant,
    promotionId: promotion.promotionId,
    promotionName: `${goods.goodsName} · ${PROMOTION_CHANNELS[promotion.flow]}`,
    goodsId: goods.goodsId,
    planIds,
    templateId: `tpl-${promotion.promotionId}`,
    templateName: promotion.flow === 'companyLife' ? `${goods.goodsName}（企业投保）投保页` : `${goods.goodsName}投保页`,
    description: `${branding.companyName}「${goods.goodsName}」的投保流程模板（演示数据）`,
    template: BUILDERS[promotion.flow]({
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      planIds,
      themeColor: branding.themeColors[promotion.goods],
      companyName: branding.companyName,
      hotline: branding.hotline,
    }),
  };
}
