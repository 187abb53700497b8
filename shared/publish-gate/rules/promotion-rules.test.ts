import { describe, expect, it } from 'vitest';
import { publishableFacts } from '../testing/publishable-facts';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule } from '../testing/run-rule';
import { promotionGoodsRule, promotionLinkedRule } from './promotion-rules';

const template = publishableTemplate({ goodsId: 'G-1' });

describe('the promotions serving the template', () => {
  it('promotion.linked: warns of a template no promotion serves, on the whole template', () => {
    expect(runRule(promotionLinkedRule, template)).toEqual([]);
    expect(runRule(promotionLinkedRule, template, publishableFacts(template, { promotions: [] }))).toMatchObject([{ severity: 'warning', path: '' }]);
    expect(runRule(promotionLinkedRule, template, null)).toEqual([]);
  });

  it('promotion.goods-match: warns of a promotion selling other goods', () => {
    const facts = publishableFacts(template, { promotions: [{ promotionId: 'p1', goodsId: 'G-1' }, { promotionId: 'p2', goodsId: 'G-2' }] });
    expect(runRule(promotionGoodsRule, template, facts)).toMatchObject([{ severity: 'warning', path: '/goodsId', params: { promotionId: 'p2', goodsId: 'G-2' } }]);
  });
});
