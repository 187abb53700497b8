import { expect, test, type Locator, type Page } from '@playwright/test';
import { TENANT_HEADER } from '../schema/api/tenant-header';
import { SEED_GOODS, SEED_PLANS } from '../server/seed/seed-ids';
import { healthOrderBody } from '../server/domain/orders/testing/health-order-body';
import { expectAccessibleOnPhoneAndDesktop } from './buyer-axe';
import { passTrialPage } from './health-flow';
import { pickWheels } from './pick-wheel';

// Every buyer route of the spec's route table (section 2), as a buyer lands on it without what it
// needs (its error or empty state) and with it, checked by axe at the phone size (375x667) and at the
// desktop size (1440x900). The journeys check the template's pages of every seeded promotion.

/** Waits for a page to show, by its one `h1`. */
async function landOn(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

/** Waits until a sliding popup has come to rest, so that axe reads its final colours and place. */
async function untilStill(popup: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await popup.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { intervals: [150] })
    .toBe(true);
}

/** Each route without what it needs, or with a parameter that names nothing, and the heading it then shows. */
const WITHOUT_DATA: readonly (readonly [path: string, heading: string])[] = [
  ['/', '未查找到模板数据'],
  ['/h', '未查找到模板数据'],
  ['/h?promotionId=no-such-promotion&from=health', '未查找到模板数据'],
  ['/h?promotionId=health-baiwan&from=health&page=9', '缺少配置数据'],
  ['/healthnotify/disease/0', '智能核保信息已失效，请返回重新填写健康告知'],
  ['/healthnotify/detail/0/1', '智能核保信息已失效，请返回重新填写健康告知'],
  ['/healthnotify/confirm/0', '智能核保信息已失效，请返回重新填写健康告知'],
  ['/healthnotify/result/0', '智能核保信息已失效，请返回重新填写健康告知'],
  ['/healthnotify/conclusion', '智能核保信息已失效，请返回重新填写健康告知'],
  ['/files', '条款列表'],
  ['/files?from=health&goodsId=G-NONE&planId=P-NONE', '条款列表'],
  ['/healthfiles', '暂无数据'],
  ['/querypay', '收银台'],
  ['/confirmpay', '收银台'],
  ['/orderDetail', '订单详情'],
  ['/orderDetail?from=health&orderNo=00000000000000000000', '订单详情'],
  ['/orderPersonDetail', '投保人与被保人信息'],
  ['/signBoard?from=1', '营销员签名'],
  ['/signBoard?from=2', '投保人签名'],
  ['/infoDetails', '详情数据丢失, 请重新进入页面'],
  ['/qrCode', '扫码投保'],
  ['/mockpay', '收银台'],
  ['/result', '未找到订单，无法查询投保结果'],
  ['/result?from=health&orderNo=00000000000000000000', '订单不存在或链接已失效'],
  ['/healthNotification', '健康告知'],
  ['/underwritingDetails', '核保问卷详情'],
  ['/devPreview', '未查找到模板数据'],
  ['/recordProduct', '产品备案信息'],
  ['/RedirectCps', '未查找到模板数据'],
  ['/ResultsCps', '未找到订单，无法查询投保结果'],
  ['/cps/flowClose', '关闭页面'],
  ['/link', '订单详情'],
  ['/no-such-page', '页面不存在'],
];

test.describe('buyer routes without their data', () => {
  for (const [path, heading] of WITHOUT_DATA) {
    test(`${path} says what is missing, accessibly`, async ({ page }) => {
      await landOn(page, path, heading);
      await expectAccessibleOnPhoneAndDesktop(page, path);
    });
  }
});

const HEALTH_PLAN = `goodsId=${SEED_GOODS.health.goodsId}&planId=${SEED_PLANS.healthBasic.planId}`;

test.describe('buyer routes with their data', () => {
  test('the insure page at / and /h, the confirmation page with its important notices open', async ({ page }) => {
    await landOn(page, '/?promotionId=health-baiwan&from=health', SEED_GOODS.health.goodsName);
    await expect(page.getByText('选择方案')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/ of health-baiwan');
    await landOn(page, '/h?promotionId=ba-baiwan&from=ba&page=3', '确认投保信息');
    const notice = page.locator('.adm-popup-body:visible', { hasText: '重要提示' });
    await expect(notice.getByRole('tab', { name: '投保须知' })).toBeVisible();
    await untilStill(notice);
    await expectAccessibleOnPhoneAndDesktop(page, '/h page 3 of ba-baiwan, important notices open');
  });

  test('a plan’s clause documents (/files, /healthfiles) and filing record (/recordProduct)', async ({ page }) => {
    await landOn(page, `/files?from=health&${HEALTH_PLAN}`, '条款列表');
    const first = page.locator('.adm-list-item').first();
    await expect(first).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/files of the basic health plan');
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/healthfiles\?/);
    // The document's name, without the book-title marks the list shows it in.
    await expect(page.getByRole('heading', { level: 1, name: name.replace(/[《》]/g, '') })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectAccessibleOnPhoneAndDesktop(page, `/healthfiles of ${name}`);
    await landOn(page, `/recordProduct?from=health&${HEALTH_PLAN}`, '产品备案信息');
    await expect(page.locator('.adm-list-item').first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/recordProduct of the basic health plan');
  });

  test('the QR code page, an information item’s details and the health notification list of a promotion', async ({ page }) => {
    const insurePage = 'http://127.0.0.1/h?promotionId=health-baiwan&from=health';
    await landOn(page, `/qrCode?from=health&url=${encodeURIComponent(insurePage)}`, '扫码投保');
    await expect(page.getByRole('img')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/qrCode of the insure page');

    // The item an information list keeps for /infoDetails, opened by a full page load.
    await page.evaluate(() => sessionStorage.setItem('INFO_DETAIL', JSON.stringify({ title: '理赔须知', style: 'list', entries: [{ title: '报案', text: '出险后及时拨打客服电话' }, { title: '提交材料', text: '按提示上传理赔所需材料' }] })));
    await landOn(page, '/infoDetails?from=health', '理赔须知');
    await expectAccessibleOnPhoneAndDesktop(page, '/infoDetails of a list item');

    await landOn(page, '/healthNotification?promotionId=health-baiwan&from=health', '健康告知');
    await expect(page.getByRole('button', { name: '去填写' }).first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/healthNotification of health-baiwan');
  });

  test('the smart underwriting pages (/healthnotify/*) and the answers (/underwritingDetails)', async ({ page }) => {
    test.setTimeout(180_000);
    await passTrialPage(page, ['1985', '3', '8']);
    const notices = page.locator('[data-component="healthNotificationListModule"]');
    await notices.locator('div', { hasText: '被保人' }).getByRole('button', { name: '去填写' }).last().click();
    const sheet = page.locator('.adm-popup-body:visible').last();
    const questions = sheet.getByRole('listitem');
    await expect(questions.first()).toBeVisible();
    for (const question of await questions.all()) {
      const answer = (await question.innerText()).includes('高血压') ? '是' : '否';
      await question.locator('.adm-radio', { hasText: new RegExp(`^${answer}$`) }).click();
    }
    await sheet.getByRole('button', { name: '部分为是' }).click();
    await page.getByRole('dialog').filter({ hasText: '智能核保' }).getByRole('button', { name: '确定' }).click();

    await expect(page).toHaveURL(/\/healthnotify\/disease\/0/);
    await expect(page.getByPlaceholder('请输入疾病名称搜索')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/healthnotify/disease/0');
    await page.getByPlaceholder('请输入疾病名称搜索').fill('高血');
    await page.getByText('高血压', { exact: true }).click();
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page).toHaveURL(/\/healthnotify\/detail\/0\/\d+/);
    await expect(page.getByText('近3个月内测量的最高收缩压')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/healthnotify/detail/0/1');
    await page.getByPlaceholder('请输入').fill('150');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('是否伴有以下疾病或异常')).toBeVisible();
    await page.getByText('以上均无', { exact: true }).click();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('目前降压治疗的情况是')).toBeVisible();
    await page.getByRole('button', { name: /请选择/ }).click();
    await pickWheels(page, ['规律服用1种降压药']);
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page).toHaveURL(/\/healthnotify\/confirm\/0/);
    await expect(page.getByText('请确认您的回答')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/healthnotify/confirm/0');
    await page.getByRole('button', { name: '确认提交' }).click();

    await expect(page).toHaveURL(/\/healthnotify\/result\/0/);
    await expect(page.getByText('智能核保通过').first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/healthnotify/result/0');
    await page.getByRole('button', { name: '查看核保结论' }).click();

    await expect(page).toHaveURL(/\/healthnotify\/conclusion/);
    await expect(page.getByText('根据您的回答，被保险人符合本产品的投保要求，可继续投保')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/healthnotify/conclusion');
    await page.locator('.adm-list-item', { hasText: '符合要求' }).first().click();

    await expect(page).toHaveURL(/\/underwritingDetails\?/);
    await expect(page.getByText('规律服用1种降压药')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/underwritingDetails');
  });

  test('an order’s pages: the cashier, the result, the order and its persons, the payment confirmation, the partner’s result entry', async ({ page }) => {
    test.setTimeout(120_000);
    // The buyer's browser submits an order, as the submit button does (the reply makes the order this browser's).
    const submitted = await page.request.post('/api/v1/insure/submitOrder', { data: healthOrderBody(new Date()), headers: { [TENANT_HEADER]: 'health' } });
    expect(submitted.ok()).toBe(true);
    const { orderNo } = ((await submitted.json()) as { result: { pageActionList: { data: { orderNo: string } }[] } }).result.pageActionList[0]?.data ?? { orderNo: '' };
    const order = `from=health&orderNo=${orderNo}`;

    // /querypay sends an unpaid order on to a freshly signed cashier: the simulated one here.
    await page.goto(`/querypay?${order}`);
    await expect(page).toHaveURL(/\/mockpay\?/);
    await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/querypay on to /mockpay');
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('投保成功').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/保单号：P\d+/).first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/result of a paid order');

    await landOn(page, `/orderDetail?${order}`, '订单详情');
    await expect(page.getByText(orderNo)).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/orderDetail');
    await landOn(page, `/orderPersonDetail?${order}`, '投保人与被保人信息');
    await expect(page.getByText('证件号码').first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/orderPersonDetail');
    await landOn(page, `/confirmpay?${order}`, '收银台');
    await expect(page.getByText(SEED_GOODS.health.goodsName)).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/confirmpay');

    // A partner's entry for the result forwards to it, address parameters intact.
    await page.goto(`/ResultsCps?${order}`);
    await expect(page).toHaveURL(/\/result\?/);
    await expect(page.getByText('投保成功').first()).toBeVisible();
  });

  test('a partner’s entry (/RedirectCps) and a tester’s (/devPreview) forward to the insure page', async ({ page }) => {
    await page.goto('/RedirectCps?promotionId=health-baiwan&from=health&channelCode=HEALTH-H5');
    await expect(page).toHaveURL(/\/h\?.*promotionId=health-baiwan/);
    await expect(page.getByText('选择方案')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, '/RedirectCps on to /h');
    // A tab of its own: the session of the page before holds another product's choices.
    const tester = await page.context().newPage();
    await tester.goto('/devPreview?promotionId=ba-home&from=ba');
    await expect(tester).toHaveURL(/mode=simulate/);
    await expect(tester.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
    await expectAccessibleOnPhoneAndDesktop(tester, '/devPreview on to /h in simulate mode');
  });
});
