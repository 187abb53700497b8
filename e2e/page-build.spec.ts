import { expect, test } from '@playwright/test';

test('a product page is built from the top a module at a time, and ends complete', async ({ page }) => {
  // Counts the page's top-level modules each time the app changes the document.
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { moduleCounts: number[] }).moduleCounts = counts;
    new MutationObserver(() => {
      const count = document.querySelectorAll('form > .adm-list > .adm-list-body > .adm-list-body-inner > [data-module-id]').length;
      if (count !== counts.at(-1)) counts.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/h?promotionId=health-baiwan');
  const modules = page.locator('form > .adm-list > .adm-list-body > .adm-list-body-inner > [data-module-id]');
  await expect(modules.last()).toHaveAttribute('data-component', 'toolbar');
  const total = await modules.count();
  const counts = await page.evaluate(() => (window as unknown as { moduleCounts: number[] }).moduleCounts);
  // The banner comes first, on its own or with one more; then the page grows in small steps to the end.
  expect(counts[0]).toBeLessThanOrEqual(2);
  await expect(modules.first()).toHaveAttribute('data-component', 'productBanner');
  expect(counts.length).toBeGreaterThan(total / 2);
  expect(counts.at(-1)).toBe(total);
  expect(counts.every((count, index) => index === 0 || count > (counts[index - 1] ?? 0))).toBe(true);
});
