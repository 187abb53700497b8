import { expect, test, type Page } from '@playwright/test';
import { groupChunk } from './built-chunk';

/** The template call of spec section 7 (schema/api/) under the API prefix, whatever its query. */
const TEMPLATE_CALL = '**/api/v1/insure/queryGoodsTemplateConfig?*';
const LINK = '/h?promotionId=health-baiwan&from=health';

/** Never a white screen: the page says 出错了 / 糟糕。。。出错了。。。 in the spec's words. */
async function expectErrorState(page: Page) {
  await expect(page.getByText('出错了', { exact: true })).toBeVisible();
  await expect(page.getByText('糟糕。。。出错了。。。')).toBeVisible();
  await expect(page.locator('[data-module-id]')).toHaveCount(0);
}

test('a template that fails validation lists its problems instead of crashing', async ({ page, request }) => {
  const reply = await request.post(`/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan`, { data: { promotionId: 'health-baiwan' } });
  const envelope = (await reply.json()) as { result: { pageList: Record<string, unknown>[] } };
  const firstPage = envelope.result.pageList[0]!;
  firstPage.pageOrder = 'first';
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ json: envelope }));

  await page.goto(LINK);
  await expectErrorState(page);
  const problems = page.getByRole('list', { name: '模板问题' });
  await expect(problems).toContainText('/pageList/0/pageOrder');
  await page.screenshot({ path: test.info().outputPath('invalid-template.png'), fullPage: true });
});

test('an empty template answer says 未查找到模板数据', async ({ page }) => {
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ json: { success: true, code: 0, result: null } }));
  await page.goto(LINK);
  await expect(page.getByText('未查找到模板数据')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('empty-template.png') });
});

test('a server error on the template call shows an error state with its message, never a white screen', async ({ page }) => {
  const message = '服务繁忙，请稍后再试';
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ status: 500, json: { success: false, code: 50000, message } }));
  await page.goto(LINK);
  await expect(page.getByText('出错了', { exact: true })).toBeVisible();
  await expect(page.locator('.adm-error-block-description')).toContainText(message);
  await page.screenshot({ path: test.info().outputPath('template-500.png') });
});

test('a gateway page instead of the template shows the network error state', async ({ page }) => {
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }));
  await page.goto(LINK);
  await expect(page.getByText('出错了', { exact: true })).toBeVisible();
  await expect(page.locator('.adm-error-block-description')).toContainText('网络异常，请稍后重试');
  await page.screenshot({ path: test.info().outputPath('template-502.png') });
});

test('a page whose code cannot be loaded shows 出错了 with the cause, not a white screen', async ({ page }) => {
  const chunk = groupChunk('runtime-lazy');
  await page.route(`**/${chunk}`, (route) => route.abort('internetdisconnected'));
  await page.goto(LINK);
  await expectErrorState(page);
  await page.screenshot({ path: test.info().outputPath('route-chunk-failed.png') });
});

test('a page whose code is lost once on the way still opens', async ({ page }) => {
  // The page's code, its blocks with it: asked for by the HTML as it arrives (lost), then by the app.
  const chunk = groupChunk('runtime-lazy');
  let requests = 0;
  await page.route(`**/${chunk}`, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto(LINK);
  await expect(page).toHaveTitle('安心百万医疗险');
  await expect(page.locator('[data-module-id]').first()).toBeVisible();
  await expect(page.getByText('出错了', { exact: true })).toHaveCount(0);
  expect(requests).toBe(2);
  await page.screenshot({ path: test.info().outputPath('route-chunk-retried.png') });
});
