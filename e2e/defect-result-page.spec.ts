import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

test('the result page opened without an order says none was found and asks the server nothing', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('queryInsureResult')) queries.push(request.url());
  });
  // The page's own clock, so that a polling interval can be passed without waiting for it.
  await page.clock.install();
  // A fresh tab: no order number in the address, no order in this session.
  await page.goto('/result?from=health');
  await expect(page.getByText('未找到订单，无法查询投保结果')).toBeVisible();
  await expect(page).toHaveTitle('未找到订单，无法查询投保结果');
  await expect(page.getByText('订单处理中...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '查看订单详情' })).toHaveCount(0);
  // Longer than one polling interval (5 s), every timer due meanwhile run: still no query, still the same words.
  await page.clock.runFor(6000);
  expect(queries).toEqual([]);
  await expect(page.getByText('未找到订单，无法查询投保结果')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('result-without-order.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the result page with an order number still waits for the insurer (订单处理中...)', async ({ page }) => {
  // An order that is still being issued: the page keeps asking, as the spec says.
  await page.route('**/api/**/queryInsureResult*', (route) => route.fulfill({ json: { success: true, code: 0, result: { orderNo: 'O-E2E-1', issueStatus: 'processing' } } }));
  await page.goto('/result?from=health&orderNo=O-E2E-1');
  await expect(page.getByText('订单处理中...')).toBeVisible();
  await expect(page.getByText('未找到订单，无法查询投保结果')).toHaveCount(0);
});
