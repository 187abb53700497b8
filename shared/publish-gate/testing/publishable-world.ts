import type { GateProduct } from '../../../schema/api/editor/editor-gate-facts';
import type { InsuranceCategory } from '../../../schema/template/insurance-category';
import type { GateWorld } from './gate-world';
import { publishableTemplate } from './publishable-template';

/** Goods of each product line as a server could sell them: plans on sale, a benefit table for the life goods. */
export const STAND_IN_GOODS: readonly GateProduct[] = [
  { goodsId: 'G-HEALTH', goodsName: '测试医疗险', insuranceCategory: 'healthInsurance', planIds: ['PLAN-HEALTH-A', 'PLAN-HEALTH-B'], hasBenefitTable: false },
  { goodsId: 'G-LIFE', goodsName: '测试定期寿险', insuranceCategory: 'lifeInsurance', planIds: ['PLAN-LIFE'], hasBenefitTable: true },
  { goodsId: 'G-PROPERTY', goodsName: '测试家财险', insuranceCategory: 'propertyInsurance', planIds: ['PLAN-PROPERTY'], hasBenefitTable: false },
];

export interface PublishableWorldOptions {
  /** The goods the tenant sells; one of each product line the world is asked for. Stand-ins by default. */
  readonly goods?: readonly GateProduct[];
  /** The id of the promotion serving the template (a server needs one unused by its other promotions). */
  readonly promotionId?: string;
}

/**
 * A world whose template passes the gate: the publishable template of the product line, selling the
 * tenant's first goods of that line, served by one promotion of those goods, with no asset image.
 */
export function publishableWorld(category: InsuranceCategory, options: PublishableWorldOptions = {}): GateWorld {
  const goods = options.goods ?? STAND_IN_GOODS;
  const sold = goods.find((candidate) => candidate.insuranceCategory === category);
  if (!sold) throw new Error(`the world sells no goods of ${category}`);
  return {
    template: publishableTemplate({ insuranceCategory: category, goodsId: sold.goodsId }),
    goods,
    promotions: [{ promotionId: options.promotionId ?? 'promo-test', goodsId: sold.goodsId }],
    assets: [],
  };
}
