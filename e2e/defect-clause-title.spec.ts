import { expect, test } from '@playwright/test';

test('a clause label that already carries 《》 is shown with one pair of them', async ({ page }) => {
  // The life plan's one clause is seeded as 《守护定期寿险条款》: the agreement links it directly.
  await page.goto('/h?promotionId=health-life&from=health&page=2&planId=P-LIFE-STD');
  const agreement = page.locator('[data-component="clauseAgreement"]');
  await expect(agreement.getByRole('button', { name: '《守护定期寿险条款》', exact: true })).toBeVisible();
  await expect(agreement).not.toContainText('《《');
  await expect(agreement).not.toContainText('》》');
});

test('the property clause reached from page 1 reads 《安居家庭财产保险条款》, not 《《…》》', async ({ page }) => {
  await page.goto('/h?promotionId=health-home&from=health');
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await page.getByRole('toolbar').getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
  const agreement = page.locator('[data-component="clauseAgreement"]');
  await expect(agreement.getByRole('button', { name: '《安居家庭财产保险条款》', exact: true })).toBeVisible();
  await expect(agreement).not.toContainText('《《');
});
