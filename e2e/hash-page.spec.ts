import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

// A browser is the proof here: the page follows the address through the browser's own history
// events, which only a real fragment navigation fires.
test('a hash change while on the page re-selects the page it names (#page=N), and back returns to the page before', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await expect(page).toHaveTitle('安心百万医疗险');
  await expect(page.locator('[data-component="productBanner"]')).toBeVisible();

  await page.evaluate(() => {
    window.location.hash = '#page=2';
  });
  await expect(page).toHaveTitle('填写投保信息');
  await expect(page.locator('[data-component="productBanner"]')).toHaveCount(0);

  await page.evaluate(() => {
    window.location.hash = 'page=3';
  });
  await expect(page).toHaveTitle('确认投保信息');

  await page.goBack();
  await expect(page).toHaveTitle('填写投保信息');
  expect(errors).toEqual([]);
});
