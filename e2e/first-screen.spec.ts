import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

/** Holds every script of the app until `release` is called: a phone still downloading the code. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a buyer on a slow network sees the product banner before the code arrives, then the page in its place', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const release = await holdScripts(page);
  await page.goto('/h?promotionId=health-baiwan', { waitUntil: 'commit' });

  const firstScreen = page.locator('#first-screen');
  await expect(firstScreen.getByRole('img', { name: '安心百万医疗险' })).toBeVisible();
  await expect(firstScreen.getByRole('status', { name: '加载中...' })).toBeVisible();
  // One loading sign: the HTML's own, under the banner, is hidden while the banner is there.
  await expect(page.locator('#root [data-loading-screen]')).toBeHidden();
  const early = await firstScreen.getByRole('img').boundingBox();
  await page.screenshot({ path: test.info().outputPath('first-screen.png') });

  release();
  const banner = page.locator('[data-component="productBanner"]').getByRole('img', { name: '安心百万医疗险' });
  await expect(banner).toBeVisible();
  await expect(firstScreen).toHaveCount(0);
  await expect(page.getByText('选择方案')).toBeVisible();
  // The page's banner takes the first screen's place: same spot, same size. Measured until it holds:
  // the page may still be laying out its first modules.
  await expect
    .poll(async () => {
      const settled = await banner.boundingBox();
      return { x: settled?.x, y: settled?.y, width: settled?.width, heightOff: Math.abs((settled?.height ?? 0) - (early?.height ?? 0)) < 1 };
    })
    .toEqual({ x: early?.x, y: early?.y, width: early?.width, heightOff: true });
  expect(errors).toEqual([]);
});

test('the first screen gives way when the app opens another page than the server painted', async ({ page }) => {
  // The location hash never reaches the server: it painted page 1's banner, the app shows page 2.
  await page.goto('/h?promotionId=health-baiwan#page=2');
  await expect(page.locator('[data-component="stepsList"]')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('[data-component="productBanner"]')).toHaveCount(0);
});

test('a link whose page opens without a banner gets no first screen', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&page=2');
  await expect(page.locator('[data-component="stepsList"]')).toBeVisible();
  expect(await page.locator('#first-screen').count()).toBe(0);
});
