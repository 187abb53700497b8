import { expect, test } from '@playwright/test';

/** A stand-in for the editor: frames the runtime in preview mode and can post it a template. */
const HARNESS = `<!doctype html><html><body style="margin:0">
<iframe id="preview" src="/h?promotionId=health-baiwan&from=health&mode=preview" style="width:375px;height:667px;border:0"></iframe>
<script>
  window.send = (type, payload) => document.getElementById('preview').contentWindow
    .postMessage({ channel: 'insure-h5-preview', version: 1, type, payload }, location.origin);
</script></body></html>`;

test('the preview address opened in a tab of its own says it is the editor preview and links to the live page', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health&mode=preview');
  await expect(page.getByText('此页面为编辑器预览页面')).toBeVisible();
  await expect(page.getByText('加载中...')).toHaveCount(0);
  const live = page.getByRole('link', { name: '打开正式投保页面' });
  await expect(live).toHaveAttribute('href', '/h?promotionId=health-baiwan&from=health');
  await page.screenshot({ path: test.info().outputPath('standalone-preview.png'), fullPage: true });
  await live.click();
  await expect(page.getByText('选择方案')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('mode')).toBeNull();
});

test("inside the editor's frame the preview waits for the editor as before", async ({ page, request }) => {
  const reply = await request.post('/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan', { data: { promotionId: 'health-baiwan' } });
  const template = (await reply.json()).result as { pageList: { moduleList: { id: string }[] }[] };
  await page.route('**/__preview-harness', (route) => route.fulfill({ contentType: 'text/html', body: HARNESS }));
  // The page's own clock, so that the standalone wait can be passed without waiting for it.
  await page.clock.install();
  await page.goto('/__preview-harness');
  const frame = page.frameLocator('#preview');
  await expect(frame.getByText('加载中...')).toBeVisible();
  // Well past the standalone wait, every timer due meanwhile run: a slow editor's frame never tells the
  // operator it is not in the editor.
  await page.clock.runFor(3000);
  await expect(frame.getByText('此页面为编辑器预览页面')).toHaveCount(0);
  await page.evaluate((payload) => (window as never as { send: (type: string, payload: unknown) => void }).send('allPageConfig', payload), { template });
  await expect(frame.locator(`[data-module-id="${template.pageList[0]!.moduleList[0]!.id}"]`)).toBeVisible();
});
