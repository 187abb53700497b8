import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';

test('a buyer opening the runtime without a template sees 未查找到模板数据, not a blank page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/h');
  await expect(page.getByText('未查找到模板数据')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('editor', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an operator opens the block library and finds a block by searching', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto('/editor/#/blocks');
    const library = page.getByRole('region', { name: '组件库' });
    await expect(library.getByText('投保人信息', { exact: true })).toBeVisible();
    await library.getByPlaceholder('搜索组件').fill('文本输入');
    await expect(library.getByText('文本输入行', { exact: true })).toBeVisible();
    await expect(library.getByText('投保人信息', { exact: true })).toHaveCount(0);
    await library.getByPlaceholder('搜索组件').fill('没有这个组件');
    await expect(library.getByText('没有匹配的组件')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
