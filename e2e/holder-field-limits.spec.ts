import { expect, test, type Page } from '@playwright/test';

const holder = (page: Page) => page.locator('[data-component="policyHolderModule"]');

test('the holder form takes no more than 25 characters of address, however much is typed', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health&page=2');
  await expect(holder(page)).toBeVisible();
  const address = holder(page).locator('.adm-list-item', { hasText: '详细地址' }).first().locator('input').first();
  // 28 characters typed key by key: the input stops at the 25th.
  await address.pressSequentially('朝阳区建国路88号现代城SOHO大厦A座1201室东侧门');
  await expect(address).toHaveValue('朝阳区建国路88号现代城SOHO大厦A座1201室');
  expect([...(await address.inputValue())]).toHaveLength(25);
});
