// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { RESULT_POLLING_INTERVAL_MS } from '../../../shared/constants';
import ResultRoute from './result-route';
import { NOT_FOUND, renderOrderPage, UNAVAILABLE, wait, type Answer, withFakePageClock } from './testing/render-order-page';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const PROCESSING: Answer = { status: 200, data: { success: true, code: 0, result: { orderNo: '20250101000000000001', issueStatus: 'processing' } } };

const renderResult = (answers: readonly Answer[]) => renderOrderPage('/result/:t?/:m?', '/result', SEARCH, <ResultRoute />, '/v1/insure/queryInsureResult', answers);

describe('the result page of an order the server will not show', () => {
  withFakePageClock();

  it('says 订单不存在 with what to do, instead of 订单处理中..., and stops asking', async () => {
    const page = renderResult([NOT_FOUND]);
    await wait(0);
    const state = page.unavailable();
    expect(state?.textContent).toContain('订单不存在');
    expect(state?.textContent).toContain('订单链接仅能在下单时使用的浏览器中打开');
    expect(page.container.textContent).not.toContain('订单处理中...');
    expect(page.container.textContent).not.toContain('查看订单详情');
    expect(document.title).toBe('订单不存在或链接已失效');
    expect(page.asked).toHaveLength(1);
    // Six polling intervals later: still that one query, still the same words.
    await wait(RESULT_POLLING_INTERVAL_MS * 6);
    expect(page.asked).toHaveLength(1);
    expect(page.unavailable()).not.toBeNull();
    page.unmount();
  });

  it('says 订单不存在或链接已失效 when the refusal has no words of its own', async () => {
    const page = renderResult([{ status: 404, data: { success: false, code: 40400 } }]);
    await wait(0);
    expect(page.unavailable()?.textContent).toContain('订单不存在或链接已失效');
    expect(page.container.textContent).not.toContain('订单处理中...');
    page.unmount();
  });

  it('says only the server\'s words for a refusal that is no missing order (400), and stops asking too', async () => {
    const page = renderResult([{ status: 400, data: { success: false, code: 40000, message: '订单号格式错误' } }]);
    await wait(0);
    expect(page.unavailable()?.textContent).toContain('订单号格式错误');
    expect(page.unavailable()?.textContent).not.toContain('订单链接仅能在下单时使用的浏览器中打开');
    await wait(RESULT_POLLING_INTERVAL_MS * 2);
    expect(page.asked).toHaveLength(1);
    page.unmount();
  });

  it('keeps waiting and asking through an offline moment and a 503, and stops at a 404', async () => {
    const page = renderResult(['offline', UNAVAILABLE, PROCESSING, NOT_FOUND]);
    await wait(0);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(2);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(3);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(4);
    expect(page.unavailable()?.textContent).toContain('订单不存在');
    expect(page.container.textContent).not.toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS * 4);
    expect(page.asked).toHaveLength(4);
    page.unmount();
  });
});
