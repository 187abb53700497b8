import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';

/** The seeded health template (tenant health, the signed-in operator's). */
const WORKSPACE = '/editor/#/templates/tpl-health-baiwan';

/**
 * Modules of different kinds on the template's first page (see the seed): a banner, a popup, a radio
 * row inside the insured's factors, payment frequencies, a list of questions, the bottom bar.
 */
const FIRST_PAGE_MODULES = ['trial-banner', 'trial-deductible-tip', 'trial-insured-social-security', 'trial-payment-plan', 'trial-faq', 'trial-toolbar'];

/** One piece of visible text in Chinese, with where it was found. */
interface ChineseText {
  readonly text: string;
  readonly where: string;
}

/**
 * Every visible text of the editor (outside the preview frame, which shows what buyers see) that holds
 * a Chinese character, except the operator's own content (marked `data-operator-content`: module
 * labels, page titles, template names, the tenant's name, attr defaults), the values in text boxes (what
 * the operator typed) and text declared Chinese with `lang` (the language switch names 中文 in itself).
 * Placeholders count as visible text.
 */
async function visibleChinese(page: Page): Promise<ChineseText[]> {
  return page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const exempt = (element: Element) => element.closest('[data-operator-content], [lang|="zh"]') !== null;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const where = (element: Element) => {
      const frame = element.closest('[data-property-path], [aria-label], [data-component], [data-module-id]');
      return frame === null ? element.tagName.toLowerCase() : frame.outerHTML.slice(0, frame.outerHTML.indexOf('>') + 1);
    };
    const found: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      // A text box's text is its value, what the operator typed (as an input's value is no text node at all).
      if (parent === null || parent.tagName === 'TEXTAREA' || !han.test(text) || exempt(parent) || !visible(parent)) continue;
      found.push({ text: text.trim(), where: where(parent) });
    }
    for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const placeholder = field.getAttribute('placeholder') ?? '';
      if (han.test(placeholder) && !exempt(field) && visible(field)) found.push({ text: placeholder, where: where(field) });
    }
    return found;
  });
}

async function expectEnglish(page: Page, screen: string): Promise<void> {
  expect(await visibleChinese(page), `Chinese shown in the English UI (${screen})`).toEqual([]);
}

test.describe('the editor in English', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('shows the block catalogue, property panels, template settings and page fields without Chinese', async ({ page, baseURL }) => {
    // Every palette group unfolds and six property panels render, each read whole: longer than a click-through.
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto(WORKSPACE);
    await page.getByRole('banner').getByText('English', { exact: true }).click();
    const outline = page.getByRole('tree', { name: 'Outline' });
    await expect(outline.locator('[data-module-id="trial-banner"]')).toBeVisible();

    // The template settings show while nothing is selected, beside the pages and their fields.
    await expect(page.getByRole('region', { name: 'Template settings' })).toBeVisible();
    await expectEnglish(page, 'template settings and page fields');

    // Every category of the palette, unfolded.
    const palette = page.getByRole('region', { name: 'Blocks' });
    const headers = palette.locator('.ant-collapse-header');
    const groups = await headers.count();
    expect(groups).toBe(12);
    for (let index = 0; index < groups; index += 1) {
      await headers.nth(index).click();
      await expect(headers.nth(index)).toHaveAttribute('aria-expanded', 'true');
    }
    await expectEnglish(page, 'palette');

    // Modules of several kinds: each one's property panel lists its fields.
    const showProperties = async (moduleId: string) => {
      await outline.locator(`[data-module-id="${moduleId}"] [data-outline-handle]`).click();
      await expect(page.locator(`section[data-module-id="${moduleId}"]`)).toBeVisible();
      await expectEnglish(page, `properties of ${moduleId}`);
    };
    for (const moduleId of FIRST_PAGE_MODULES) await showProperties(moduleId);

    // The second page: its fields, and the policyholder form with its certificate types and person fields.
    await page.locator('[data-page-id="page-info"]').getByText('填写投保信息').click();
    await expect(page.getByRole('textbox', { name: 'Page title', exact: true })).toHaveValue('填写投保信息');
    await expectEnglish(page, 'page fields of page 2');
    await showProperties('info-holder');
    await page.screenshot({ path: test.info().outputPath('workspace-en.png') });
    expect(errors).toEqual([]);
  });

  test('shows the block library with every description in English', async ({ page, baseURL }) => {
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto('/editor/#/blocks');
    await page.getByRole('banner').getByText('English', { exact: true }).click();
    await expect(page.locator('[data-component="inputItem"]')).toBeVisible();
    await expectEnglish(page, 'block library');
  });
});
