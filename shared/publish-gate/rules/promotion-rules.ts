import { defineGateRule, type GateRule } from '../gate-rule';

/** A template no promotion serves reaches no buyer: publishing it is allowed, but worth a second look. */
export const promotionLinkedRule = defineGateRule({
  id: 'promotion.linked',
  severity: 'warning',
  needsFacts: true,
  description: { 'zh-CN': '模板应被至少一个推广投放，否则买家打不开', 'en-US': 'At least one promotion serves the template, or no buyer can open it' },
  message: {
    'zh-CN': '没有推广投放此模板：发布后买家仍无法打开，需在推广中关联此模板',
    'en-US': 'No promotion serves this template: once published, buyers still cannot open it until a promotion links it',
  },
  *check(_template, context) {
    if (context.facts !== undefined && context.facts.promotions.length === 0) yield { path: '' };
  },
});

/** Buyers of a promotion see the promotion's goods; a template built for other goods shows them the wrong product's page. */
export const promotionGoodsRule = defineGateRule({
  id: 'promotion.goods-match',
  severity: 'warning',
  needsFacts: true,
  description: {
    'zh-CN': '投放模板的推广所售商品应与模板关联的商品一致',
    'en-US': "The promotions serving the template sell the template's product",
  },
  message: {
    'zh-CN': '推广「{promotionId}」销售商品「{goodsId}」，与模板关联的商品不同',
    'en-US': 'Promotion "{promotionId}" sells product "{goodsId}", not the one the template names',
  },
  *check(template, context) {
    const goodsId = template.goodsId?.trim();
    if (!goodsId || context.facts === undefined) return;
    for (const promotion of context.facts.promotions) {
      if (promotion.goodsId !== goodsId) yield { path: '/goodsId', params: { promotionId: promotion.promotionId, goodsId: promotion.goodsId } };
    }
  },
});

export const PROMOTION_RULES = [promotionLinkedRule, promotionGoodsRule] as const satisfies readonly GateRule[];
