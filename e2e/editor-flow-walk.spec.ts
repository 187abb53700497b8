import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { answerPopconfirm } from './popconfirm';

type Tenant = 'health' | 'ba';

/** Every seeded template, by tenant: one per product line (medical, term life, home property, company term life). */
const SEEDED: Readonly<Record<Tenant, readonly string[]>> = {
  health: ['health-baiwan', 'health-life', 'health-home', 'health-keyman'],
  ba: ['ba-baiwan', 'ba-life', 'ba-home', 'ba-keyman'],
};

/** Opens a template's workspace and waits for its preview's first page. */
async function openTemplate(page: Page, promotionId: string): Promise<void> {
  await page.goto(`/editor/#/templates/tpl-${promotionId}`);
  await expect(page.getByTestId('lifecycle-bar')).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('iframe[data-preview-frame]').locator('[data-module-id]').first()).toBeVisible({ timeout: 30_000 });
}

/** Presses 走查流程 and returns the report drawer once the walk has ended and opened it. */
async function walk(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '走查流程' }).click();
  const drawer = page.getByRole('dialog', { name: '流程走查报告' });
  await expect(drawer).toBeVisible({ timeout: 240_000 });
  return drawer;
}

/** Walks every seeded template of a tenant and expects each page reached, passed and pictured. */
async function walkTenant(page: Page, baseURL: string, tenant: Tenant): Promise<void> {
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

test.describe('the flow walk', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  // Each walk fills and pictures every page of a template in the preview: minutes on a busy two-core machine.
  test.describe.configure({ timeout: 900_000 });

  test('passes every seeded template of tenant health, a picture of every page', async ({ page, baseURL }) => {
    await walkTenant(page, baseURL ?? '', 'health');
  });

  test('passes every seeded template of tenant ba, a picture of every page', async ({ page, baseURL }) => {
    await walkTenant(page, baseURL ?? '', 'ba');
  });

  test('reports a dead end planted in a template: the page stuck without its bottom bar, found where it is', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await openTemplate(page, 'health-home');

    // The operator deletes the first page's bottom bar, the only way on (not saved: the seeded template stays).
    const toolbar = page.locator('[role="treeitem"][data-module-id="product-toolbar"]');
    await toolbar.getByRole('button', { name: /删除模块/ }).click();
    await answerPopconfirm(page, '删除');
    await expect(toolbar).toHaveCount(0);

    const drawer = await walk(page);
    const cards = drawer.locator('[data-walk-status]');
    const count = await cards.count();
    await expect(drawer.getByText(`1 / ${count} 页有问题；另有 ${count - 1} 页走查未走到（直接打开所见附后）`)).toBeVisible();
    const first = cards.first();
    await expect(first).toHaveAttribute('data-walk-status', 'failed');
    const finding = first.getByRole('button', { name: /此页没有通往下一页的按钮或提交：买家会停在这里/ });
    await expect(finding).toContainText('第1页');
    // The pages after it were never reached through the flow: opened directly and pictured, each marked so.
    await expect(drawer.getByText('走查没有走到此页，以下为直接打开此页所见')).toHaveCount(count - 1);
    await expect(drawer.getByRole('img', { name: /^第\d+页截图$/ })).toHaveCount(count);
    await page.screenshot({ path: test.info().outputPath('walk-dead-end.png') });

    // The finding leads to its page in the design view.
    await finding.click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('[data-page-id]').first()).toHaveAttribute('aria-current', 'page');
    // The report stays at hand.
    await page.getByRole('button', { name: '走查报告' }).click();
    await expect(drawer).toBeVisible();
    expect(errors).toEqual([]);
  });
});
