import { describe, expect, it } from 'vitest';
import { orderDetailFacts } from './order-detail-facts';
import { orderSummaryRows } from './order-summary-rows';

describe('orderDetailFacts', () => {
  it('summarises a stored order with its persons', () => {
    const facts = orderDetailFacts({
      orderNo: 'O1',
      goodsName: '百万医疗',
      firstYearPremium: 2580,
      holder: { person: { name: '张三' } },
      insuredList: [{ person: { name: '张三' } }, { person: { name: '李四' } }],
    });
    expect(orderSummaryRows(['orderNo', 'premium', 'holderName', 'insuredNames'], facts).map((row) => row.text)).toEqual(['O1', '25.80元', '张三', '张三、李四']);
  });
});
