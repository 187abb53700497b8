import { expect, test } from '@playwright/test';

const PROMOTION = '/h?promotionId=health-baiwan&from=health';
const KEPT_KEY = 'KEPT_CHOICE:health:health-baiwan';

test('a promotion reopened in a new tab starts from the plan the buyer chose, and a new browser from the default', async ({ page, context, browser }) => {
  await page.goto(PROMOTION);
  await expect(page.getByText('选择方案')).toBeVisible();
  const defaultPlan = page.getByRole('tab', { selected: true }).first();
  await expect(defaultPlan).not.toHaveText('升级版');
  await page.getByText('升级版', { exact: true }).first().click();
  await expect(page.getByRole('tab', { name: '升级版', selected: true }).first()).toBeVisible();
  // Kept once the store has been still for its debounce.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT_KEY)).toContain('"expiresAt"');
  await page.close();

  // A new tab of the same browser: session storage is empty, local storage still holds the choice.
  const reopened = await context.newPage();
  await reopened.goto(PROMOTION);
  await expect(reopened.getByText('选择方案')).toBeVisible();
  await expect(reopened.getByRole('tab', { name: '升级版', selected: true }).first()).toBeVisible();
  await reopened.screenshot({ path: test.info().outputPath('reopened-keeps-plan.png'), fullPage: true });

  const elsewhere = await browser.newContext();
  const fresh = await elsewhere.newPage();
  await fresh.goto(PROMOTION);
  await expect(fresh.getByText('选择方案')).toBeVisible();
  await expect(fresh.getByRole('tab', { name: '升级版', selected: true })).toHaveCount(0);
  await elsewhere.close();
});
