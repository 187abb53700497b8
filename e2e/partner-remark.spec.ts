import { expect, test } from '@playwright/test';

const PROMOTION = '/h?promotionId=health-baiwan&from=health';
const REMARK = '什么是免赔额？';

test('a partner channel order does not show the remark the template hides from it; other orders do', async ({ page }) => {
  await page.goto(`${PROMOTION}&purchaseUserId=U-1001`);
  await expect(page.getByText('选择方案')).toBeVisible();
  await expect(page.getByText(REMARK)).toBeVisible();

  // The seeded template names PARTNER- as its partner channel marker.
  await page.goto(`${PROMOTION}&purchaseUserId=PARTNER-1001`);
  await expect(page.getByText('选择方案')).toBeVisible();
  await expect(page.locator('[data-component="planTabs"]')).toBeVisible();
  await expect(page.getByText(REMARK)).toHaveCount(0);
});
