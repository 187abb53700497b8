import { expect, test } from '@playwright/test';
import { pickWheels } from './pick-wheel';

test('a rider the insured is too old for is shown unavailable with the reason, and the price leaves it out', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await expect(page.getByText('选择方案')).toBeVisible();
  const allowance = page.locator('.adm-list-item', { hasText: '住院津贴保险金' }).first();
  const premium = page.locator('[data-component="premiumDisplay"]');

  // A woman of 40: the hospital allowance (for insureds up to 60) can be ticked, and it costs.
  await page.getByText('请选择被保人出生日期').first().click();
  await pickWheels(page, ['1986', '6', '15']);
  await expect(premium).toContainText(/\d+\.\d{2}/);
  const without = await premium.innerText();
  await allowance.locator('.adm-checkbox').click();
  await expect(allowance.locator('.adm-checkbox')).toHaveClass(/adm-checkbox-checked/);
  await expect(premium).not.toHaveText(without);

  // Born 1963 she is 63: the rider stays in view, unticked and locked, saying why, and is not priced.
  await page.getByText('1986-06-15').first().click();
  await pickWheels(page, ['1963', '6', '15']);
  await expect(allowance).toContainText('当前被保人不可投保此项');
  await expect(allowance.locator('.adm-checkbox')).toHaveClass(/adm-checkbox-disabled/);
  await expect(allowance.locator('.adm-checkbox')).not.toHaveClass(/adm-checkbox-checked/);
  await expect(premium).toContainText(/\d+\.\d{2}/);
  await expect(page.getByText('不适用于当前被保人')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('rider-age-limit.png'), fullPage: true });
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
});
