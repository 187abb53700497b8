// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import ConfirmPayRoute from './confirm-pay-route';
import OrderDetailRoute from './order-detail-route';
import OrderPersonDetailRoute from './order-person-detail-route';
import { NOT_FOUND, renderOrderPage, UNAVAILABLE, tap, wait, type Answer, withFakePageClock } from './testing/render-order-page';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const CALL = '/order/face/queryOrderByOrderNoForShow';
/** Longer than the client's de-duplication of order queries (ORDER_QUERY_DEDUP_RESET_MS): a tap then asks afresh. */
const READING_MS = 3000;
const DETAIL: Answer = {
  status: 200,
  data: { success: true, code: 0, result: { orderNo: '20250101000000000001', goodsName: '百万医疗险', holder: { person: { name: '张*' } }, insuredList: [] } },
};

/** The pages that load an order by its address through `queryOrderByOrderNoForShow`, and what each shows once it has. */
const PAGES: readonly { path: string; page: ReactElement; shows: string }[] = [
  { path: '/orderDetail', page: <OrderDetailRoute />, shows: '百万医疗险' },
  { path: '/orderPersonDetail', page: <OrderPersonDetailRoute />, shows: '张*' },
  { path: '/confirmpay', page: <ConfirmPayRoute />, shows: '百万医疗险' },
];

describe.each(PAGES)('$path when the order cannot be read', ({ path, page: element, shows }) => {
  withFakePageClock();

  it('says 订单不存在 with what to do, with no spinner and no retry, when the server refuses it', async () => {
    const page = renderOrderPage(path, path, SEARCH, element, CALL, [NOT_FOUND]);
    await wait(0);
    expect(page.unavailable()?.textContent).toContain('订单不存在');
    expect(page.unavailable()?.textContent).toContain('订单链接仅能在下单时使用的浏览器中打开');
    expect(page.container.querySelector('[role="status"]')).toBeNull();
    expect(page.container.textContent).not.toContain('重新加载');
    await wait(30_000);
    expect(page.asked).toHaveLength(1);
    page.unmount();
  });

  it('says the network failed and asks again on 重新加载 when the query failed on the way', async () => {
    const page = renderOrderPage(path, path, SEARCH, element, CALL, ['offline', UNAVAILABLE, DETAIL]);
    await wait(0);
    const reload = () => [...page.container.querySelectorAll('button')].find((button) => button.textContent === '重新加载');
    expect(page.container.textContent).toContain('网络异常，请稍后重试');
    expect(page.unavailable()).toBeNull();
    await wait(READING_MS);
    tap(reload());
    await wait(0);
    expect(page.asked).toHaveLength(2);
    expect(reload()).toBeDefined();
    await wait(READING_MS);
    tap(reload());
    await wait(0);
    expect(page.asked).toHaveLength(3);
    expect(page.container.textContent).toContain(shows);
    expect(reload()).toBeUndefined();
    page.unmount();
  });
});
