// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import QueryPayRoute from './query-pay-route';
import { NOT_FOUND, renderOrderPage, UNAVAILABLE, tap, wait, type Answer, withFakePageClock } from './testing/render-order-page';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const render = (answers: readonly Answer[]) => renderOrderPage('/querypay', '/querypay', SEARCH, <QueryPayRoute />, '/v1/insure/queryQueryPayNextUrl', answers);
const payAgain = (container: HTMLElement) => [...container.querySelectorAll('button')].find((button) => button.textContent === '重新支付');

describe('/querypay when the order cannot be read', () => {
  withFakePageClock();

  it('says 订单不存在 with what to do, and offers no 重新支付 that would be refused again', async () => {
    const page = render([NOT_FOUND]);
    await wait(0);
    expect(page.unavailable()?.textContent).toContain('订单不存在');
    expect(page.container.textContent).not.toContain('正在查询支付结果...');
    expect(page.container.textContent).not.toContain('支付未完成，请重新支付');
    expect(payAgain(page.container)).toBeUndefined();
    page.unmount();
  });

  it('still offers 重新支付 after a query that failed on the way', async () => {
    const page = render([UNAVAILABLE, NOT_FOUND]);
    await wait(0);
    expect(page.container.textContent).toContain('支付未完成，请重新支付');
    expect(page.unavailable()).toBeNull();
    await wait(3000);
    tap(payAgain(page.container));
    await wait(0);
    expect(page.asked).toHaveLength(2);
    expect(page.unavailable()?.textContent).toContain('订单不存在');
    page.unmount();
  });
});
