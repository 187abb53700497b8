import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

test('a buyer opening a promotion link sees the first page of its published template, titled by it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await expect(page).toHaveTitle('安心百万医疗险');
  await expect(page.locator('[data-module-id]').first()).toBeVisible();
  // The page is built from the top a module at a time; its toolbar comes last.
  await expect(page.locator('[data-component="toolbar"]')).toBeVisible();
  await expect.poll(() => page.locator('main [data-module-id]').count()).toBeGreaterThan(3);
  await page.screenshot({ path: test.info().outputPath('health-page-1.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('an unknown promotion shows 未查找到模板数据', async ({ page }) => {
  await page.goto('/h?promotionId=no-such-promotion');
  await expect(page.getByText('未查找到模板数据')).toBeVisible();
});

test('a page number the template does not have shows 缺少配置数据', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&page=99');
  await expect(page.getByText('缺少配置数据')).toBeVisible();
});

test('an address the app has no page for offers a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
});
