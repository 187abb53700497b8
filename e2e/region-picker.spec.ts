import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { passTrialPage } from './health-flow';
import { pickWheels } from './pick-wheel';

// Page 1, then four wheels turned a few rows at a time and a reload: generous on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

test('a buyer in Kashgar finds their county on the region wheels, and it stays chosen', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await passTrialPage(page, ['1990', '6', '15']);

  const holder = page.locator('[data-component="policyHolderModule"]');
  const area = holder.locator('.adm-list-item', { hasText: '所在地区' }).first();
  await area.click();
  const wheels = page.locator('.adm-popup-body:visible').last().locator('.adm-picker-view-column');
  // Every mainland province is on the first wheel, from Beijing to Xinjiang.
  await expect(wheels.first().locator('.adm-picker-view-column-item')).toHaveCount(34);
  await pickWheels(page, ['新疆维吾尔自治区', '喀什地区', '喀什市']);
  await expect(area).toContainText('新疆维吾尔自治区 喀什地区 喀什市');

  // What is kept is the division codes, and a reload shows the same county.
  const kept = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}') as { policyHolder?: { area?: unknown } }).policyHolder?.area);
  await expect.poll(kept).toEqual(['650000', '653100', '653101']);
  await page.reload();
  await expect(page.locator('[data-component="policyHolderModule"]').locator('.adm-list-item', { hasText: '所在地区' }).first()).toContainText('新疆维吾尔自治区 喀什地区 喀什市');
  await page.screenshot({ path: test.info().outputPath('kashgar.png'), fullPage: true });

  // A municipality's city wheel carries its own name.
  await page.locator('[data-component="policyHolderModule"]').locator('.adm-list-item', { hasText: '所在地区' }).first().click();
  await pickWheels(page, ['上海市', '上海市', '浦东新区']);
  await expect.poll(kept).toEqual(['310000', '310100', '310115']);
  expect(errors).toEqual([]);
});
