import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

/**
 * Rules a buyer page is held to beyond axe's defaults: a control's name holds the words it shows
 * (WCAG 2.5.3, label in name: 出生日期 said aloud finds the birthday row), an experimental rule axe
 * leaves off.
 */
const BUYER_RULES = ['label-content-name-mismatch'];

/** The desktop size a buyer may open a promotion link at (WeChat or a browser on a PC). */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;

/** The levels of the headings a screen reader lists, in document order (hidden popups left out). */
function headingLevels(page: Page): Promise<number[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName.slice(1))),
  );
}

/** One `h1`, and no heading more than one level below the heading before it. */
async function expectHeadingsInOrder(page: Page, where: string): Promise<void> {
  const levels = await headingLevels(page);
  expect(levels.filter((level) => level === 1), `the h1 of ${where} (headings: ${levels.join(' ')})`).toHaveLength(1);
  const skipped = levels.flatMap((level, index) => (index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} then h${level}`] : []));
  expect(skipped, `heading levels of ${where}`).toEqual([]);
}

/**
 * A buyer page as it is now: axe finds no serious or critical violation (label in name included), it
 * has one `h1` and skips no heading level. `where` names the page in a failure.
 */
export async function expectBuyerPageAccessible(page: Page, where: string): Promise<void> {
  // A toast (验证码已发送) fades in and out over the page for two seconds: the page is checked as it stays.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await expectHeadingsInOrder(page, where);
  await expectAccessible(page, where, { enable: BUYER_RULES });
}

/** The same at the phone size the page is at and at the desktop size, the phone size restored after. */
export async function expectAccessibleOnPhoneAndDesktop(page: Page, where: string): Promise<void> {
  const phone = page.viewportSize();
  if (!phone) throw new Error('the page has no viewport');
  await expectBuyerPageAccessible(page, `${where} at ${phone.width}x${phone.height}`);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  // Laid out again at the new width before axe reads the colours and positions.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectBuyerPageAccessible(page, `${where} at ${DESKTOP_VIEWPORT.width}x${DESKTOP_VIEWPORT.height}`);
  await page.setViewportSize(phone);
}
