import { expect, test } from '@playwright/test';
import { mockOrderBody } from '../server/domain/orders/testing/mock-order-body';
import { collectConsoleErrors } from './console-errors';

// Run by playwright.unpaid-close.config.ts, whose server closes unpaid orders after 6 s (UNPAID_ORDER_MINUTES=0.1).
const DEADLINE_MS = 6000;
const CLOSED = '订单已超时关闭，请重新投保';

test('a buyer who pays after the order closed is told it closed, on the cashier, the payment query and the result pages', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // A submitted order of this buyer (the browser's cookie), as the simulate flow creates it.
  const created = await page.request.post('/api/v1/mock/createOrder', { data: mockOrderBody() });
  const orderNo = ((await created.json()) as { value: { orderNo: string } }).value.orderNo;
  const openedAt = Date.now();

  // The payment query page sends the buyer on to the cashier...
  await page.goto(`/querypay?orderNo=${orderNo}&from=health`);
  await expect(page).toHaveURL(/\/mockpay\?/);
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  // ...where the buyer dawdles past the deadline, then pays.
  await page.waitForTimeout(Math.max(0, openedAt + DEADLINE_MS + 1000 - Date.now()));
  const refused = page.waitForResponse((response) => response.url().includes('/api/mockpay'));
  await page.getByRole('button', { name: '确认支付' }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByText(CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/mockpay\?/);
  await page.screenshot({ path: test.info().outputPath('unpaid-closed-cashier.png'), fullPage: true });

  // Back on the payment query page there is no cashier to go to and nothing to retry.
  await page.goto(`/querypay?orderNo=${orderNo}&from=health`);
  await expect(page.getByText(CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/querypay\?/);
  await expect(page.getByRole('button', { name: '重新支付' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('unpaid-closed-querypay.png'), fullPage: true });

  // The result page does not wait for an insurer that will never answer.
  await page.goto(`/result?orderNo=${orderNo}&from=health`);
  await expect(page.getByText(CLOSED)).toBeVisible();
  await expect(page.getByText('订单处理中...')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('unpaid-closed-result.png'), fullPage: true });
  // The one error: the browser's own line for the refused payment (409).
  expect(errors).toEqual([expect.stringMatching(/status of 409 .*\/api\/mockpay\?/)]);
});
