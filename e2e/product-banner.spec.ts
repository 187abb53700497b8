import { expect, test } from '@playwright/test';

const TEMPLATE_CALL = '**/api/v1/insure/queryGoodsTemplateConfig?*';

test('nothing on the page moves while it loads, from the first screen to the built page', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/h?promotionId=health-baiwan');
  await expect(page.locator('[data-component="toolbar"]')).toBeVisible();
  await expect(page.locator('[data-component="productBanner"]').getByRole('heading', { name: '安心百万医疗险' })).toBeVisible();
  // Two frames for the last layout shift entries to be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('a banner image that fails to load leaves a plain band, and the product card still shows', async ({ page, request }) => {
  const reply = await request.post('/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan', { data: { promotionId: 'health-baiwan' } });
  const envelope = (await reply.json()) as { result: { pageList: { moduleList: { component: string; attrs: Record<string, unknown> }[] }[] } };
  const banner = envelope.result.pageList[0]!.moduleList.find((module) => module.component === 'productBanner')!;
  banner.attrs.image = '/images/no-such-banner.png';
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ json: envelope }));
  // The server's first screen still paints the published banner; the page shows the template above.
  await page.goto('/h?promotionId=health-baiwan');
  const block = page.locator('[data-component="productBanner"]');
  const band = block.getByRole('img', { name: '安心百万医疗险' });
  await expect(band).toBeVisible();
  // The band is the image until its load fails, then a plain element: wait for the swap, not one look.
  await expect(band).toHaveJSProperty('tagName', 'DIV');
  await expect.poll(async () => (await band.boundingBox())?.height).toBeGreaterThanOrEqual(120);
  await expect(block.getByRole('heading', { name: '安心百万医疗险' })).toBeVisible();
  await expect(block.getByText('最高600万保额')).toBeVisible();
});
