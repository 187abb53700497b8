import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { pickWheels } from './pick-wheel';

const HEALTH_PAGE = '/h?promotionId=health-baiwan&from=health';
const BA_PAGE = '/h?promotionId=ba-baiwan&from=ba';

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43(0x18002b2c) NetType/WIFI Language/zh_CN';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** The seeded share title of the health promotion (server/domain/reference/seed-share-infos.ts). */
const SEEDED_SHARE_TITLE = '安心百万医疗险：大病住院，放心就医';

interface BridgeCall {
  readonly name: string;
  readonly params?: Record<string, unknown>;
}

/**
 * WeChat's in-page bridge as the JS-SDK talks to it: every call is recorded, the signature check and
 * the share interfaces succeed, anything else (the SDK's own reporting) never answers.
 */
function fakeWeixinBridge() {
  const calls: BridgeCall[] = [];
  Object.assign(window, { __bridgeCalls: calls });
  Object.assign(window, {
    WeixinJSBridge: {
      invoke(name: string, params: Record<string, unknown>, callback?: (result: { err_msg: string }) => void) {
        calls.push({ name, params });
        if (name === 'preVerifyJSAPI' || name.startsWith('update')) setTimeout(() => callback?.({ err_msg: `${name}:ok` }), 0);
      },
      on(name: string) {
        calls.push({ name });
      },
      call() {},
    },
  });
}

/** The bridge calls the page made so far. */
const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);

const sharedTo = async (page: Page, name: string) => (await bridgeCalls(page)).find((call) => call.name === name)?.params;

/**
 * The official-account service that signs pages for the JS-SDK is outside this system (the reference
 * server answers 微信分享未配置 until a ticket is stored), so its answer is given here.
 */
async function signPages(page: Page): Promise<string[]> {
  const signed: string[] = [];
  await page.route('**/open.weixin.qq.com/**', (route) => route.abort());
  await page.route('**/api/v1/thirdParty/getWechatConfigInfo', async (route) => {
    signed.push((route.request().postDataJSON() as { url: string }).url);
    await route.fulfill({
      json: { success: true, code: 0, result: { appId: 'wx0123456789abcdef', timestamp: 1_760_000_000, nonceStr: 'e2eNonce', signature: 'e2e-signature', jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] } },
    });
  });
  return signed;
}

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_IPHONE });

  test("the page registers the promotion's share title, description, link and image", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(fakeWeixinBridge);
    const signed = await signPages(page);
    // An order number in the address must not travel on in the shared link. The page also loads the
    // order it names (spec section 4, order loading); this one does not exist, so the buyer is told so
    // (order detail failure: the server's message) and the page opens all the same.
    await page.goto(`${HEALTH_PAGE}&orderNo=SHOULD-NOT-TRAVEL`);
    await expect(page.locator('.adm-toast-main')).toHaveText('订单不存在');
    await expect(page).toHaveTitle('安心百万医疗险');

    await expect.poll(() => sharedTo(page, 'updateAppMessageShareData')).toMatchObject({ title: SEEDED_SHARE_TITLE });
    const friend = await sharedTo(page, 'updateAppMessageShareData');
    expect(friend?.desc).toContain('恶性肿瘤');
    expect(String(friend?.link)).toMatch(/\/h\?promotionId=health-baiwan&from=health$/);
    expect(String(friend?.imgUrl)).toMatch(/^http.*share-health/);
    await expect.poll(() => sharedTo(page, 'updateTimelineShareData')).toMatchObject({ title: SEEDED_SHARE_TITLE, link: friend?.link });
    const config = await sharedTo(page, 'preVerifyJSAPI');
    expect(config).toMatchObject({ appId: 'wx0123456789abcdef', verifySignature: 'e2e-signature' });
    expect(signed).toEqual([new URL(page.url()).toString()]);

    // A current client gets the current interfaces only; no WeChat-looking toast reaches the buyer
    // (the unknown order's message is the only one, and its 404 the only failed request).
    expect((await bridgeCalls(page)).map((call) => call.name)).not.toContain('menu:share:appmessage');
    await expect(page.locator('.adm-toast-main').filter({ hasNotText: '订单不存在' })).toHaveCount(0);
    expect(errors.filter((error) => !/404.*\/api\/v1\/insure\/queryOrderDetail/.test(error))).toEqual([]);
  });

  test("without share content from the server the page shares its own title and clean link", async ({ page }) => {
    await page.addInitScript(fakeWeixinBridge);
    await signPages(page);
    await page.route('**/api/v1/thirdParty/queryShareInfo', (route) => route.fulfill({ json: { success: false, code: 404, message: '分享内容不存在' } }));
    await page.goto(`${HEALTH_PAGE}&certNo=110101199003074514`);
    await expect(page).toHaveTitle('安心百万医疗险');
    await expect.poll(() => sharedTo(page, 'updateAppMessageShareData')).toMatchObject({ title: await page.title(), desc: '安心百万医疗险' });
    const friend = await sharedTo(page, 'updateAppMessageShareData');
    expect(String(friend?.link)).not.toContain('certNo');
    await expect(page.getByText('分享内容不存在')).toHaveCount(0);
  });

  test('when the page cannot be signed the buyer notices nothing', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(fakeWeixinBridge);
    // The reference server cannot sign (微信分享未配置): once that answer is in, nothing may be registered.
    const signing = page.waitForResponse('**/api/v1/thirdParty/getWechatConfigInfo');
    await page.goto(HEALTH_PAGE);
    await expect(page.getByText('选择方案')).toBeVisible();
    await signing;
    expect((await bridgeCalls(page)).map((call) => call.name)).not.toContain('updateAppMessageShareData');
    await expect(page.getByText('微信分享未配置')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('on a desktop computer', () => {
  test.use({ userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('page 1 of health insurance asks the buyer to scan the QR code with WeChat and go on on the phone', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(HEALTH_PAGE);
    const hint = page.getByRole('region', { name: '手机投保更便捷' });
    await expect(hint).toBeVisible();
    await expect(hint.getByText('请用微信扫描下方二维码继续投保')).toBeVisible();
    await expect(hint.getByRole('img', { name: '请用微信扫描下方二维码继续投保' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('desktop-qr-hint.png') });

    // The buyer may also carry on at the desk.
    await hint.getByRole('button', { name: '继续在电脑上填写' }).click();
    await expect(hint).toHaveCount(0);
    await expect(page.getByText('选择方案')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('property insurance shows no QR hint', async ({ page }) => {
    await page.goto('/h?promotionId=health-home&from=health');
    await expect(page.locator('main [data-module-id]').first()).toBeVisible();
    await expect(page.getByText('请用微信扫描下方二维码继续投保')).toHaveCount(0);
  });
});

test('a buyer on a phone sees no QR hint', async ({ page }) => {
  await page.goto(HEALTH_PAGE);
  await expect(page.getByText('选择方案')).toBeVisible();
  await expect(page.getByText('请用微信扫描下方二维码继续投保')).toHaveCount(0);
});

/** The page's call-to-action button (the toolbar's 立即投保). */
const callToAction = (page: Page) => page.getByRole('button', { name: '立即投保' });

test("the template's theme colour paints the primary button", async ({ page }) => {
  await page.goto(HEALTH_PAGE);
  await expect(callToAction(page)).toBeVisible();
  // health-baiwan's template has themeColor #ff6a00, which white text reads on at 2.9:1 only: the button
  // takes its readable shade #bc4c00 (4.5:1 and more, shared/colour/theme-text-shade.ts), the root keeps
  // the colour as chosen for decoration.
  // Retrying reads: the theme and the tenant's style sheet may land after the button shows.
  await expect(callToAction(page)).toHaveCSS('background-color', 'rgb(188, 76, 0)');
  await expect(page.locator('html')).toHaveCSS('--theme-color', '#ff6a00');
  // The default look: no tenant style, a flat button in regular weight on the grey page.
  await expect(page.locator('html')).not.toHaveAttribute('data-tenant-style', /.+/);
  await expect(callToAction(page)).toHaveCSS('box-shadow', 'none');
  await expect(callToAction(page)).toHaveCSS('font-weight', '400');
  await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
});

test('tenant ba gets its own style: bold, shadowed buttons in its brand colour on a warm background', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(BA_PAGE);
  await expect(callToAction(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-tenant-style', 'ba');
  await expect(callToAction(page)).toHaveCSS('box-shadow', /0px 4px 12px/);
  await expect(callToAction(page)).toHaveCSS('font-weight', '600');
  // ba's templates carry its crimson as theme colour.
  await expect(callToAction(page)).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(248, 243, 239)');
  await page.screenshot({ path: test.info().outputPath('tenant-ba.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('each trial-factor form carries its hidden type marker, and the trial still prices', async ({ page }) => {
  // Turning the year wheel back to 1990 takes a while, flick by flick.
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.goto(HEALTH_PAGE);
  const trial = page.waitForRequest('**/api/order/premiumCalculate/getPremium');
  await page.getByText('请选择被保人出生日期').first().click();
  await pickWheels(page, ['1990', '6', '15']);
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  const factors = ((await trial).postDataJSON() as { premiumCalculatePackageList: { premiumFactorList: { type: string; code: string }[] }[] }).premiumCalculatePackageList[0]?.premiumFactorList;
  expect(factors).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'insured', code: 'birthday' })]));

  // The session copy is written after the page shows the premium: read it until it has the birthday.
  const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}') as { trailElement?: [unknown, Record<string, unknown>[], Record<string, unknown>] });
  await expect.poll(async () => (await stored()).trailElement?.[1][0]).toMatchObject({ type: 'insured', birthday: '1990-06-15' });
  expect((await stored()).trailElement?.[2]).toMatchObject({ type: 'common' });
  expect(errors).toEqual([]);
});
