// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import OrderDetailRoute from './order-detail-route';
import { renderOrderPage, wait, type Answer, withFakePageClock } from './testing/render-order-page';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const CALL = '/order/face/queryOrderByOrderNoForShow';
const renderDetail = (answer: Answer) => renderOrderPage('/orderDetail', '/orderDetail', SEARCH, <OrderDetailRoute />, CALL, [answer]);

describe('/orderDetail when the order detail query fails', () => {
  withFakePageClock();

  it('toasts 网络错误 for a refusal without a message, and offers to load again', async () => {
    const page = renderDetail({ status: 200, data: { success: false, code: 10001 } });
    await wait(0);
    expect(page.toasts).toEqual(['网络错误']);
    expect([...page.container.querySelectorAll('button')].map((button) => button.textContent)).toContain('重新加载');
    page.unmount();
  });

  it('toasts the server\'s message when it gives one, and shows it on a refused order', async () => {
    const page = renderDetail({ status: 403, data: { success: false, code: 40300, message: '无权查看该订单' } });
    await wait(0);
    expect(page.toasts).toEqual(['无权查看该订单']);
    expect(page.unavailable()?.textContent).toContain('无权查看该订单');
    page.unmount();
  });
});
