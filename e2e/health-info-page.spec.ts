import { expect, test } from '@playwright/test';

test('a buyer typing an ID number with a wrong check digit is told so and stays on the page', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health&page=2');
  const holder = page.locator('[data-component="policyHolderModule"]');
  await expect(holder).toBeVisible();
  await expect(holder.locator('input').first()).toBeVisible();
  const certNo = holder.locator('.adm-list-item', { hasText: '证件号码' }).locator('input').first();
  await certNo.fill('110105194912310021');
  await page.getByRole('toolbar').getByRole('button', { name: '下一步' }).click();
  await expect(holder.getByText('证件号码格式错误').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await page.screenshot({ path: test.info().outputPath('invalid-id.png'), fullPage: true });
});
