import { expect, test } from '@playwright/test';
import { TENANT_HEADER } from '../schema/api/tenant-header';
import { SEED_GOODS } from '../server/seed/seed-ids';
import { healthOrderBody } from '../server/domain/orders/testing/health-order-body';
import { collectConsoleErrors } from './console-errors';

const NOT_FOUND = '订单不存在';

test('an order link with only the plain order number shows the order to its buyer, and 订单不存在 in any other browser', async ({ page, browser, baseURL }) => {
  const errors = collectConsoleErrors(page);
  // The buyer's browser submits an order (the reply sets its buyer cookie), as the submit button does.
  const submitted = await page.request.post('/api/v1/insure/submitOrder', { data: healthOrderBody(new Date()), headers: { [TENANT_HEADER]: 'health' } });
  expect(submitted.ok()).toBe(true);
  const { orderNo } = ((await submitted.json()) as { result: { pageActionList: { data: { orderNo: string } }[] } }).result.pageActionList[0]?.data ?? { orderNo: '' };
  expect(orderNo).toMatch(/^\d{20}$/);

  const detailLink = `/orderDetail?from=health&orderNo=${orderNo}`;
  await page.goto(detailLink);
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByText(SEED_GOODS.health.goodsName)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-detail-own-browser.png'), fullPage: true });
  expect(errors).toEqual([]);

  // Someone who learnt or guessed the number opens the same links in a browser of their own.
  const stranger = await browser.newContext({ baseURL, viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
  try {
    const other = await stranger.newPage();
    const strangerErrors = collectConsoleErrors(other);
    for (const link of [detailLink, `/result?from=health&orderNo=${orderNo}`]) {
      const answer = other.waitForResponse((response) => /queryOrderByOrderNoForShow|queryInsureResult/.test(response.url()));
      await other.goto(link);
      expect((await answer).status()).toBe(404);
      await expect(other.getByText(NOT_FOUND)).toBeVisible();
      await expect(other.getByText(orderNo)).toHaveCount(0);
      await expect(other.getByText(SEED_GOODS.health.goodsName)).toHaveCount(0);
      await other.screenshot({ path: test.info().outputPath(`order-link-other-browser-${link.slice(1, 7)}.png`), fullPage: true });
    }
    // Only the browser's own lines for the refused lookups.
    expect(strangerErrors.every((error) => /status of 404/.test(error))).toBe(true);
  } finally {
    await stranger.close();
  }
});
