import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

test.describe('health product, first page', () => {
  test('a buyer compares the plans and cannot go on without the insured birthday', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/h?promotionId=health-baiwan&from=health');
    await expect(page.getByText('选择方案')).toBeVisible();

    await page.getByText('升级版', { exact: true }).first().click();
    await expect(page.getByRole('tab', { name: '升级版', selected: true }).first()).toBeVisible();
    await expect(page.getByText('恶性肿瘤院外特定药品费用保险金').first()).toBeVisible();

    await page.getByRole('button', { name: '立即投保' }).click();
    await expect(page.getByText('请选择被保人出生日期').first()).toBeVisible();
    await expect(page).toHaveURL(/promotionId=health-baiwan/);
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
    await page.screenshot({ path: test.info().outputPath('health-plan-plus.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

test('a reload mid-flow keeps what the buyer chose', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await page.getByText('升级版', { exact: true }).first().click();
  const radio = (text: string) => page.locator('label.adm-radio', { hasText: new RegExp(`^${text}$`) }).first();
  await radio('女').click();
  await radio('无社保').click();
  await expect(radio('女')).toHaveClass(/adm-radio-checked/);
  await page.reload();
  await expect(radio('女')).toHaveClass(/adm-radio-checked/);
  await expect(radio('无社保')).toHaveClass(/adm-radio-checked/);
  await expect(page.getByRole('tab', { name: '升级版', selected: true }).first()).toBeVisible();
});
