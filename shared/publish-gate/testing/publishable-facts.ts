import type { GateFacts } from '../../../schema/api/editor/editor-gate-facts';
import type { TemplateConfig } from '../../../schema/template/template-config';

/** Facts under which a template's own goods exist with plans, serve it through one promotion, and every image exists. */
export function publishableFacts(template: TemplateConfig, overrides: Partial<GateFacts> = {}): GateFacts {
  const goodsId = template.goodsId ?? null;
  return {
    goodsId,
    product:
      goodsId === null
        ? null
        : { goodsId, goodsName: '测试商品', insuranceCategory: template.insuranceCategory, planIds: ['PLAN-A', 'PLAN-B'], hasBenefitTable: template.insuranceCategory === 'lifeInsurance' },
    promotions: goodsId === null ? [] : [{ promotionId: 'promo-test', goodsId }],
    images: {},
    ...overrides,
  };
}
