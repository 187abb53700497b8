import { expect, test } from '@playwright/test';
import { TENANT_HEADER } from '../schema/api/tenant-header';
import { SEED_GOODS } from '../server/seed/seed-ids';
import { healthOrderBody } from '../server/domain/orders/testing/health-order-body';
import { collectConsoleErrors } from './console-errors';

const NOT_FOUND = '订单不存在';
const OPEN_IN_BUYER_BROWSER = '订单链接仅能在下单时使用的浏览器中打开';
const PROCESSING = '订单处理中...';

test('an order link with only the plain order number shows the order to its buyer, and 订单不存在 in any other browser, where the result page stops asking', async ({ page, browser, baseURL }) => {
  const errors = collectConsoleErrors(page);
  // The buyer's browser submits an order (the reply sets its buyer cookie), as the submit button does.
  const submitted = await page.request.post('/api/v1/insure/submitOrder', { data: healthOrderBody(new Date()), headers: { [TENANT_HEADER]: 'health' } });
  expect(submitted.ok()).toBe(true);
  const { orderNo } = ((await submitted.json()) as { result: { pageActionList: { data: { orderNo: string } }[] } }).result.pageActionList[0]?.data ?? { orderNo: '' };
  expect(orderNo).toMatch(/^\d{20}$/);

  const detailLink = `/orderDetail?from=health&orderNo=${orderNo}`;
  await page.goto(detailLink);
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByText(SEED_GOODS.health.goodsName, { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-detail-own-browser.png'), fullPage: true });
  expect(errors).toEqual([]);

  // Someone who learnt or guessed the number opens the same links in a browser of their own.
  const stranger = await browser.newContext({ baseURL, viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
  try {
    // The stranger's clock, so that a polling interval can be passed without waiting for it.
    await stranger.clock.install();
    const other = await stranger.newPage();
    const strangerErrors = collectConsoleErrors(other);
    const insureQueries: string[] = [];
    other.on('request', (request) => {
      if (request.url().includes('queryInsureResult')) insureQueries.push(request.url());
    });
    for (const link of [detailLink, `/querypay?from=health&orderNo=${orderNo}`, `/result?from=health&orderNo=${orderNo}`]) {
      const answer = other.waitForResponse((response) => /queryOrderByOrderNoForShow|queryQueryPayNextUrl|queryInsureResult/.test(response.url()));
      await other.goto(link);
      expect((await answer).status()).toBe(404);
      // In place of the order (or of a spinner): the server's words, and what the buyer can do.
      const refused = other.getByTestId('order-unavailable');
      await expect(refused).toContainText(NOT_FOUND);
      await expect(refused).toContainText(OPEN_IN_BUYER_BROWSER);
      await expect(other.getByRole('status')).toHaveCount(0);
      await expect(other.getByText(PROCESSING)).toHaveCount(0);
      await expect(other.getByRole('button', { name: /查看订单详情|重新支付/ })).toHaveCount(0);
      await expect(other.getByText(orderNo)).toHaveCount(0);
      await expect(other.getByText(SEED_GOODS.health.goodsName)).toHaveCount(0);
      await other.screenshot({ path: test.info().outputPath(`order-link-other-browser-${link.slice(1, 7)}.png`), fullPage: true });
    }
    // The result page asked once and stopped: nothing more over longer than a polling interval (5 s),
    // every timer due meanwhile run.
    expect(insureQueries).toHaveLength(1);
    await other.clock.runFor(6000);
    expect(insureQueries).toHaveLength(1);
    await expect(other.getByTestId('order-unavailable')).toContainText(NOT_FOUND);
    await expect(other.getByText(PROCESSING)).toHaveCount(0);
    // Only the browser's own lines for the refused lookups.
    expect(strangerErrors.every((error) => /status of 404/.test(error))).toBe(true);
  } finally {
    await stranger.close();
  }
});
