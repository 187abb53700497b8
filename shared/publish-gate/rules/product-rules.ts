import { planSelector } from '../../../schema/catalogue/blocks/product/plan-selector';
import { CATEGORY_NAMES } from '../category-names';
import { linkedProduct } from '../gate-context';
import { defineGateRule, type GateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

/** The template names the product it sells; without one nothing can be priced or bought. */
export const productLinkedRule = defineGateRule({
  id: 'product.linked',
  severity: 'error',
  description: { 'zh-CN': '模板须关联商品（goodsId）', 'en-US': 'The template names its product (goodsId)' },
  message: { 'zh-CN': '模板未关联商品：请在模板设置中填写商品 ID', 'en-US': 'The template names no product: set the goods ID in the template settings' },
  *check(template) {
    if (!template.goodsId?.trim()) yield { path: '/goodsId' };
  },
});

/** The product must be one the server sells. */
export const productExistsRule = defineGateRule({
  id: 'product.exists',
  severity: 'error',
  needsFacts: true,
  description: { 'zh-CN': '关联的商品须在服务端存在', 'en-US': 'The linked product exists on the server' },
  message: { 'zh-CN': '商品「{goodsId}」在服务端不存在', 'en-US': 'The server has no product "{goodsId}"' },
  *check(template, context) {
    const goodsId = template.goodsId?.trim();
    if (goodsId && linkedProduct(template, context) === null) yield { path: '/goodsId', params: { goodsId } };
  },
});

/** A health page cannot sell a property product: the forms and notices would be the wrong ones. */
export const productCategoryRule = defineGateRule({
  id: 'product.category',
  severity: 'error',
  needsFacts: true,
  description: { 'zh-CN': '模板险种须与关联商品的险种一致', 'en-US': "The template's product line is its product's" },
  message: {
    'zh-CN': '模板险种为{category}，而商品「{goodsName}」是{productCategory}',
    'en-US': 'The template is {category}, but product "{goodsName}" is {productCategory}',
  },
  *check(template, context) {
    const product = linkedProduct(template, context);
    if (product === null || product === 'unknown' || product.insuranceCategory === template.insuranceCategory) return;
    yield {
      path: '/insuranceCategory',
      params: { category: CATEGORY_NAMES[template.insuranceCategory], goodsName: product.goodsName, productCategory: CATEGORY_NAMES[product.insuranceCategory] },
    };
  },
});

/** A product without a plan on sale has nothing to buy. */
export const productPlansRule = defineGateRule({
  id: 'product.plans',
  severity: 'error',
  needsFacts: true,
  description: { 'zh-CN': '关联的商品须有在售方案', 'en-US': 'The linked product has plans on sale' },
  message: { 'zh-CN': '商品「{goodsName}」没有在售方案', 'en-US': 'Product "{goodsName}" has no plan on sale' },
  *check(template, context) {
    const product = linkedProduct(template, context);
    if (product !== null && product !== 'unknown' && product.planIds.length === 0) yield { path: '/goodsId', params: { goodsName: product.goodsName } };
  },
});

/** A plan the plan selector narrows to must be one of the product's. */
export const planExistsRule = defineGateRule({
  id: 'plan.exists',
  severity: 'error',
  needsFacts: true,
  description: { 'zh-CN': '方案选择中指定的方案须是关联商品的方案', 'en-US': 'The plans a plan selector lists are plans of the linked product' },
  message: { 'zh-CN': '方案「{planId}」不是商品「{goodsName}」的方案', 'en-US': 'Plan "{planId}" is not a plan of product "{goodsName}"' },
  *check(template, context) {
    const product = linkedProduct(template, context);
    if (product === null || product === 'unknown') return;
    for (const visit of visibleOf(template, [planSelector.component])) {
      const planIds = Array.isArray(visit.module.attrs.planIds) ? (visit.module.attrs.planIds as unknown[]) : [];
      for (const [index, planId] of planIds.entries()) {
        if (typeof planId === 'string' && !product.planIds.includes(planId)) {
          yield { path: `${visit.path}/attrs/planIds/${index}`, params: { planId, goodsName: product.goodsName } };
        }
      }
    }
  },
});

/** The product rules, in the order an operator fixes them. */
export const PRODUCT_RULES = [productLinkedRule, productExistsRule, productCategoryRule, productPlansRule, planExistsRule] as const satisfies readonly GateRule[];
