import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { openTemplate, walk, walkTenant } from './flow-walk-steps';
import { answerPopconfirm } from './popconfirm';

test.describe('the flow walk', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  // Each walk fills and pictures every page of a template in the preview: minutes on a busy two-core machine.
  test.describe.configure({ timeout: 900_000 });

  test('passes every seeded template of tenant health, a picture of every page', async ({ page, baseURL }) => {
    await walkTenant(page, baseURL ?? '', 'health');
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
