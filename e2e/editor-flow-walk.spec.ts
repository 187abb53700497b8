import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';

/** Opens a template from the list by its name, as an operator does, and waits for its preview. */
async function openFromList(page: Page, name: string): Promise<void> {
  await page.goto('/editor/');
  await page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) }).first().getByText(name, { exact: true }).click();
  await expect(page.frameLocator('iframe[data-preview-frame]').locator('[data-module-id]').first()).toBeVisible({ timeout: 30_000 });
}

/** Walks the open template and returns the report drawer once it is shown. */
async function walk(page: Page) {
  await page.getByRole('button', { name: '走查流程' }).click();
  const drawer = page.getByRole('dialog', { name: '流程走查报告' });
  await expect(drawer).toBeVisible({ timeout: 180_000 });
  return drawer;
}

test.describe('flow walk', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  test.describe.configure({ timeout: 300_000 });

  test('passes every seeded template of tenant health, a screenshot per page', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    for (const name of ['安心百万医疗险投保页']) {
      await openFromList(page, name);
      const drawer = await walk(page);
      const cards = drawer.locator('[data-walk-status]');
      console.log(name, await drawer.innerText());
      await expect(drawer.getByText(/全部 \d+ 页通过/)).toBeVisible();
      await expect(cards.locator('img')).toHaveCount(await cards.count());
      await drawer.getByRole('button', { name: 'Close' }).click();
    }
    expect(errors).toEqual([]);
  });
});
