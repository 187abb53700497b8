import { expect, test, type Locator } from '@playwright/test';

const row = (scope: Locator, label: string) => scope.locator('.adm-list-item', { hasText: label }).first();

test('the beneficiary sheet can be cancelled, and what was half typed is not added', async ({ page }) => {
  await page.goto('/h?promotionId=health-life&from=health&page=2&planId=P-LIFE-STD');
  const beneficiaries = page.locator('[data-component="beneficiaryList"]');
  await beneficiaries.getByRole('button', { name: /添加/ }).click();
  const sheet = page.locator('.adm-popup-body:visible', { hasText: '受益人' }).last();
  await expect(sheet).toBeVisible();
  await row(sheet, '姓名').locator('input').fill('李小明');
  await page.screenshot({ path: test.info().outputPath('beneficiary-sheet.png') });
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toBeHidden();
  await expect(beneficiaries).not.toContainText('李小明');
  // Opened again, the sheet starts empty; cancelled again, the list is still empty.
  await beneficiaries.getByRole('button', { name: /添加/ }).click();
  const again = page.locator('.adm-popup-body:visible', { hasText: '受益人' }).last();
  await expect(row(again, '姓名').locator('input')).toHaveValue('');
  await again.getByRole('button', { name: '取消' }).click();
  await expect(again).toBeHidden();
  await expect(beneficiaries).not.toContainText('顺位');
});
