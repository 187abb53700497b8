import { expect, test } from '@playwright/test';

// Page 2 reached by a link (a shared or saved one): the insured is the holder (本人) and nothing is
// priced yet, because the insured's trial factors (birthday) are still to come.
for (const link of ['/h?promotionId=health-life&from=health&page=2&planId=P-LIFE-STD', '/h?promotionId=ba-baiwan&from=ba&page=2']) {
  test(`the premium summary counts the holder insured as herself as one insured (${link})`, async ({ page }) => {
    await page.goto(link);
    const insured = page.locator('[data-component="insuredModule"]');
    await expect(insured.locator('.adm-list-item', { hasText: '与投保人关系' })).toContainText('本人');
    const summary = page.locator('[data-component="premiumSummary"]');
    await expect(summary.locator('.adm-list-item', { hasText: '被保人数' })).toContainText('1人');
    await expect(summary.locator('.adm-list-item', { hasText: '被保人数' })).not.toContainText('0人');
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('premium-summary.png') });
  });
}
