import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { expectFirstPreview, previewFrame } from './preview-frame';

export type Tenant = 'health' | 'ba';

/** Every seeded template, by tenant: one per product line (medical, term life, home property, company term life). */
const SEEDED: Readonly<Record<Tenant, readonly string[]>> = {
  health: ['health-baiwan', 'health-life', 'health-home', 'health-keyman'],
  ba: ['ba-baiwan', 'ba-life', 'ba-home', 'ba-keyman'],
};

/** Opens a template's workspace and waits for its preview's first page. */
export async function openTemplate(page: Page, promotionId: string): Promise<void> {
  await page.goto(`/editor/#/templates/tpl-${promotionId}`);
  await expect(page.getByTestId('lifecycle-bar')).toBeVisible({ timeout: 30_000 });
  await expectFirstPreview(previewFrame(page).locator('[data-module-id]').first());
}

/** Presses 走查流程 and returns the report drawer once the walk has ended and opened it. */
export async function walk(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '走查流程' }).click();
  const drawer = page.getByRole('dialog', { name: '流程走查报告' });
  await expect(drawer).toBeVisible({ timeout: 240_000 });
  return drawer;
}

/** Walks every seeded template of a tenant and expects each page reached, passed and pictured. */
export async function walkTenant(page: Page, baseURL: string, tenant: Tenant): Promise<void> {
  const errors = collectConsoleErrors(page);
  await signInPage(page, baseURL, tenant, 'operator');
  for (const promotionId of SEEDED[tenant]) {
    await openTemplate(page, promotionId);
    const drawer = await walk(page);
    const cards = drawer.locator('[data-walk-status]');
    const count = await cards.count();
    expect(count, promotionId).toBeGreaterThanOrEqual(3);
    await expect(drawer.getByText(`全部 ${count} 页通过：没有发现死路`), promotionId).toBeVisible();
    await expect(drawer.locator('[data-walk-status="passed"]')).toHaveCount(count);
    // A picture of every page, drawn from the filled page (a real image, not a broken one).
    const pictures = drawer.getByRole('img', { name: /^第\d+页截图$/ });
    await expect(pictures).toHaveCount(count);
    for (const picture of await pictures.all()) {
      await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth), promotionId).toBeGreaterThan(100);
    }
    await page.screenshot({ path: test.info().outputPath(`walk-${promotionId}.png`) });
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect(drawer).toBeHidden();
  }
  expect(errors).toEqual([]);
}
