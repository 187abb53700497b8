import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { expectFirstPreview, previewFrame } from './preview-frame';

/** The seeded health template (tenant health, the signed-in operator's); its first page is the trial page. */
const WORKSPACE = '/editor/#/templates/tpl-health-baiwan';

test.describe('operator preview of a broken module', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a module broken on purpose shows its own error card while the page renders, and the card leads to the module', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto(WORKSPACE);
    const frame = previewFrame(page);
    const outlineRow = (moduleId: string) => page.locator(`[role="treeitem"][data-module-id="${moduleId}"]`);
    await expectFirstPreview(frame.locator('[data-module-id="trial-faq"]'));
    await expect(frame.locator('[data-module-id="trial-faq"]')).toContainText('哪些人可以投保？');

    // The operator empties the first FAQ question in the property panel: a question may not be empty.
    await outlineRow('trial-faq').click();
    const question = page.locator('[data-property-path="/attrs/items/0/question"]').locator('input, textarea').first();
    await question.fill('');
    const card = frame.locator('[data-module-id="trial-faq"] [role="alert"]');
    await expect(card).toContainText('「常见问题」配置有误');
    await expect(card).toContainText('attrs.items[0].question：不能为空');
    // The rest of the page renders as before: no full-page error.
    await expect(frame.locator('[data-module-id="trial-banner"]')).toBeVisible();
    await expect(frame.locator('[data-module-id="trial-health-notice"]')).toContainText('投保前请确认被保人健康状况');
    await expect(frame.getByText('糟糕。。。出错了。。。')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('broken-module-card.png') });

    // With another module selected, a click on the card selects the broken one again.
    await outlineRow('trial-banner').click();
    await expect(outlineRow('trial-banner')).toHaveAttribute('aria-selected', 'true');
    await card.click();
    await expect(outlineRow('trial-faq')).toHaveAttribute('aria-selected', 'true');
    await expect(question).toBeVisible();

    // Fixed, the module is itself again.
    await question.fill('谁可以投保？');
    await expect(frame.locator('[data-module-id="trial-faq"]')).toContainText('谁可以投保？');
    await expect(card).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
