// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ResultRoute from '../pages/order/result-route';
import { renderOrderPage, wait, type Answer, withFakePageClock } from '../pages/order/testing/render-order-page';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const result = (issueStatus?: string): Answer => ({ status: 200, data: { success: true, code: 0, result: { orderNo: '20250101000000000001', ...(issueStatus ? { issueStatus } : {}) } } });

describe('the result page\'s polling', () => {
  withFakePageClock();

  it('asks again every 5 seconds while the order is processing or has no status yet, and stops once it is issued', async () => {
    const page = renderOrderPage('/result/:t?/:m?', '/result', SEARCH, <ResultRoute />, '/v1/insure/queryInsureResult', [result('processing'), result(), result('success')]);
    await wait(0);
    expect(page.asked).toHaveLength(1);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(4999);
    expect(page.asked).toHaveLength(1);
    await wait(1);
    expect(page.asked).toHaveLength(2);
    await wait(4999);
    expect(page.asked).toHaveLength(2);
    await wait(1);
    expect(page.asked).toHaveLength(3);
    expect(page.container.textContent).not.toContain('订单处理中...');
    await wait(30_000);
    expect(page.asked).toHaveLength(3);
    page.unmount();
  });
});
