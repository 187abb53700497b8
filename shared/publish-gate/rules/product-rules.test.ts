import { describe, expect, it } from 'vitest';
import { publishableFacts } from '../testing/publishable-facts';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule } from '../testing/run-rule';
import { planExistsRule, productCategoryRule, productExistsRule, productLinkedRule, productPlansRule } from './product-rules';

const template = publishableTemplate({ goodsId: 'G-1' });

describe('the linked product', () => {
  it('product.linked: a template names its goods', () => {
    expect(runRule(productLinkedRule, template)).toEqual([]);
    const unlinked = { ...template, goodsId: '  ' };
    expect(runRule(productLinkedRule, unlinked, null)).toMatchObject([{ path: '/goodsId', message: '模板未关联商品：请在模板设置中填写商品 ID' }]);
  });

  it('product.exists: the server has the goods; facts gathered for other goods judge nothing', () => {
    expect(runRule(productExistsRule, template)).toEqual([]);
    expect(runRule(productExistsRule, template, { goodsId: 'G-1', product: null, promotions: [], images: {} })).toMatchObject([{ path: '/goodsId', params: { goodsId: 'G-1' } }]);
    expect(runRule(productExistsRule, template, { goodsId: 'G-OLD', product: null, promotions: [], images: {} })).toEqual([]);
    expect(runRule(productExistsRule, template, null)).toEqual([]);
  });

  it('product.category: the goods sell the template’s product line', () => {
    const facts = publishableFacts(template);
    const life = { ...facts, product: facts.product && { ...facts.product, insuranceCategory: 'lifeInsurance' as const } };
    expect(runRule(productCategoryRule, template, life).map((finding) => finding.message)).toEqual(['模板险种为健康险，而商品「测试商品」是寿险']);
  });

  it('product.plans: the goods have a plan on sale', () => {
    const facts = publishableFacts(template);
    expect(runRule(productPlansRule, template, { ...facts, product: facts.product && { ...facts.product, planIds: [] } })).toMatchObject([{ path: '/goodsId' }]);
  });

  it('plan.exists: each plan the selector lists is one of the goods’', () => {
    const narrowed = structuredClone(template);
    moduleById(narrowed, 'plans').attrs.planIds = ['PLAN-A', 'PLAN-X'];
    expect(runRule(planExistsRule, narrowed)).toMatchObject([{ path: '/pageList/0/moduleList/1/attrs/planIds/1', message: '方案「PLAN-X」不是商品「测试商品」的方案' }]);
  });
});
