import { expect, test, type Page } from '@playwright/test';
import { todayInShanghai } from '../shared/dates/shanghai-today';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { pickWheelsByMouse } from './pick-wheel-by-mouse';
import { expectFirstPreview, previewFrame } from './preview-frame';

/** The seeded health template: page 1 asks each insured's birthday, gender and social security. */
const WORKSPACE = '/editor/#/templates/tpl-health-baiwan';
const SOCIAL_SECURITY = 'trial-insured-social-security';

/** The wheels of a birthday that makes someone `age` today in China (a month and a half past their birthday). */
function birthdayAt(age: number): [string, string, string] {
  const [year, month, day] = todayInShanghai().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - age, month - 1, day - 45));
  return [String(date.getUTCFullYear()), String(date.getUTCMonth() + 1), String(date.getUTCDate())];
}

/** Opens a select of the property panel and picks an option by its text, typing to search where it can. */
async function choose(page: Page, select: ReturnType<Page['getByRole']>, option: string, search?: string): Promise<void> {
  await select.click();
  if (search) await page.keyboard.type(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('conditions without code', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('an operator builds "shown when the insured is 18 or older"; the preview hides the row for a 10-year-old and shows it at 30', async ({ page, baseURL }) => {
    // The preview's first page and the wheels (a mouse drag is a few dozen events) take their time on a busy two-core machine.
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto(WORKSPACE);
    const frame = previewFrame(page);
    const row = frame.locator(`[data-module-id="${SOCIAL_SECURITY}"]`);
    await expectFirstPreview(row);

    // The social-security row's property panel: a condition for when it is shown, built from pickers.
    await page.locator(`[role="treeitem"][data-module-id="${SOCIAL_SECURITY}"] [data-outline-handle]`).click();
    const shownWhen = page.locator('[data-property-path="/visibleOn"]');
    await shownWhen.scrollIntoViewIfNeeded();
    await shownWhen.getByRole('button', { name: '添加条件' }).click();
    const condition = shownWhen.locator('[data-condition-row]');
    await choose(page, condition.getByRole('combobox', { name: '变量' }), '被保人 · 年龄（周岁）', '年龄');
    await choose(page, condition.getByRole('combobox', { name: '运算符' }), '大于等于');
    await condition.getByRole('spinbutton', { name: '值' }).fill('18');
    await expect(shownWhen.getByRole('alert')).toHaveCount(0);

    // The preview's buyer (an adult) still sees the row; a birthday of a 10-year-old hides it, live.
    await expect(row).toBeVisible();
    await frame.getByRole('button', { name: '出生日期' }).first().click();
    await pickWheelsByMouse(page, frame, birthdayAt(10));
    await expect(row).toHaveCount(0);
    await expect(frame.locator('[data-module-id="trial-insured-gender"]')).toBeVisible();

    await frame.getByRole('button', { name: '出生日期' }).first().click();
    await pickWheelsByMouse(page, frame, birthdayAt(30));
    await expect(row).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('condition-builder.png') });

    expect(errors).toEqual([]);
  });
});
