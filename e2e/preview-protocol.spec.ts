import { expect, test, type Page } from '@playwright/test';

/** A stand-in for the editor: frames the runtime in preview mode and records what it posts back. */
const HARNESS = `<!doctype html><html><body style="margin:0">
<iframe id="preview" src="/h?mode=preview" style="width:375px;height:667px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    if (event.origin === location.origin && event.data && event.data.channel === 'insure-h5-preview') window.received.push(event.data);
  });
  window.send = (type, payload) => document.getElementById('preview').contentWindow
    .postMessage({ channel: 'insure-h5-preview', version: 1, type, payload }, location.origin);
</script></body></html>`;

async function openHarness(page: Page) {
  await page.route('**/__preview-harness', (route) => route.fulfill({ contentType: 'text/html', body: HARNESS }));
  await page.goto('/__preview-harness');
  await expect.poll(() => page.evaluate(() => (window as never as { received: { type: string }[] }).received.map((m) => m.type))).toContain('previewLoaded');
}

const received = (page: Page, type: string) =>
  page.evaluate((wanted) => (window as never as { received: { type: string; payload: unknown }[] }).received.filter((m) => m.type === wanted).map((m) => m.payload), type);
const send = (page: Page, type: string, payload: unknown) =>
  page.evaluate(([t, p]) => (window as never as { send: (type: unknown, payload: unknown) => void }).send(t, p), [type, payload] as const);

test.describe('preview protocol', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the runtime renders what the editor sends, reports clicks, pages and problems', async ({ page, request }) => {
    const reply = await request.post('/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan', { data: { promotionId: 'health-baiwan' } });
    const template = (await reply.json()).result;
    const firstModule: string = template.pageList[0].moduleList[0].id;
    const secondPageModule: string = template.pageList[1].moduleList[0].id;
    await openHarness(page);
    const frame = page.frameLocator('#preview');

    await send(page, 'allPageConfig', { template });
    await expect(frame.locator(`[data-module-id="${firstModule}"]`)).toBeVisible();
    await expect.poll(() => received(page, 'activePage')).toContainEqual({ pageOrder: 1 });
    await expect.poll(async () => (await received(page, 'moduleRects')).length).toBeGreaterThan(0);
    await expect.poll(() => received(page, 'validationErrors')).toContainEqual({ problems: [] });

    await send(page, 'behavior', { action: 'selectModule', moduleId: firstModule });
    await expect(frame.locator(`[data-module-id="${firstModule}"]`)).toHaveCSS('outline-style', 'solid');

    await frame.locator(`[data-module-id="${firstModule}"]`).click();
    await expect.poll(() => received(page, 'moduleClicked')).toContainEqual({ moduleId: firstModule });

    // The pointer over a module in the frame outlines that module, not the ones around it.
    const secondModule: string = template.pageList[0].moduleList[1].id;
    await frame.locator(`[data-module-id="${secondModule}"]`).hover();
    await expect(frame.locator(`[data-module-id="${secondModule}"]`)).toHaveCSS('outline-style', 'dashed');
    await expect(frame.locator(`[data-module-id="${firstModule}"]`)).toHaveCSS('outline-style', 'solid');

    await send(page, 'activePage', { pageOrder: 2 });
    await expect(frame.locator(`[data-module-id="${secondPageModule}"]`)).toBeVisible();
    await expect.poll(() => received(page, 'activePage')).toContainEqual({ pageOrder: 2 });

    const broken = structuredClone(template);
    broken.pageList[0].moduleList[0].component = 'noSuchBlock';
    await send(page, 'allPageConfig', { template: broken });
    // The page shown (page 2) renders on; page 1 shows the broken module as its own error card, which
    // names the problem, and every other module of the page.
    await expect(frame.locator(`[data-module-id="${secondPageModule}"]`)).toBeVisible();
    await send(page, 'activePage', { pageOrder: 1 });
    const card = frame.locator(`[data-module-id="${firstModule}"]`).getByRole('alert');
    await expect(card).toContainText('未知组件，请从组件库中选择');
    await expect(frame.locator(`[data-module-id="${secondModule}"]`)).toBeVisible();
    await expect
      .poll(async () => (await received(page, 'validationErrors')).some((payload) => JSON.stringify(payload).includes('/pageList/0/moduleList/0/component')))
      .toBe(true);
    await page.screenshot({ path: test.info().outputPath('preview-invalid.png') });
  });
});
