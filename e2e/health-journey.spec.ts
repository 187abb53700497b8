import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { idCardCheckChar } from '../shared/identity/id-card-check-char';
import { verticalGradientPng } from '../server/domain/reference/gradient-png';
import { passTrialPage } from './health-flow';
import { pickWheels } from './pick-wheel';
import { touchPath } from './touch';

// The walk is long (the important notices alone take 20 s of reading): one generous budget.
test.describe.configure({ timeout: 300_000 });

/** A photo as a phone camera hands it over: a real PNG. */
function photo(name: string, top: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: verticalGradientPng(320, 200, top, [255, 255, 255]) };
}

/** Chooses a photo for the upload tile of a part, as the phone's file chooser does. */
async function uploadTo(page: Page, part: string, file: ReturnType<typeof photo>) {
  const group = page.locator('.adm-form-item', { hasText: part }).last();
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: '上传' }).last().click();
  await (await chooser).setFiles(file);
}

/** Signs on the signature board with a finger: two strokes across the canvas, then confirms. */
async function sign(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  const stroke = (y: number) => Array.from({ length: 12 }, (_, i) => ({ x: box.x + 40 + i * 22, y: box.y + y + Math.sin(i) * 25 }));
  await touchPath(page, stroke(box.height * 0.4));
  await touchPath(page, stroke(box.height * 0.6));
  await page.getByRole('button', { name: '确认签名' }).click();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a buyer walks the whole health journey and gets a policy', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  // Page 1: plan, the insured's birthday, the premium.
  await passTrialPage(page, ['1990', '6', '15'], () => shot(page, '1-trial'));

  // Page 2: the holder, the insured (the holder herself), the health notice, clauses and SMS code.
  const holder = page.locator('[data-component="policyHolderModule"]');
  const row = (scope: typeof holder, label: string) => scope.locator('.adm-list-item', { hasText: label }).first();
  await row(holder, '姓名').locator('input').fill('李明');
  // Born 1990-06-15, a man (odd 17th digit): the birthday and gender of the trial page.
  const first17 = '11010119900615001';
  await row(holder, '证件号码').locator('input').fill(first17 + idCardCheckChar(first17));
  await row(holder, '证件有效期至').getByRole('button', { name: '长期' }).click();
  const phone = `139${String(Date.now()).slice(-8)}`;
  await row(holder, '手机号码').locator('input').fill(phone);
  await row(holder, '所在地区').click();
  await pickWheels(page, ['上海市', '上海市', '浦东新区']);
  await row(holder, '详细地址').locator('input').fill('世纪大道100号环球金融中心20楼');
  await shot(page, '2-info-holder');

  const notices = page.locator('[data-component="healthNotificationListModule"]');
  // Each person's notice: every question answered 否, then 以上皆否.
  for (const who of ['投保人', '被保人']) {
    await notices.locator('div', { hasText: who }).getByRole('button', { name: '去填写' }).last().click();
    const sheet = page.locator('.adm-popup-body:visible').last();
    const questions = sheet.locator('.adm-radio', { hasText: /^否$/ });
    await expect(questions.first()).toBeVisible();
    for (const answer of await questions.all()) await answer.click();
    await shot(page, `2-notice-${who}`);
    await sheet.getByRole('button', { name: '以上皆否' }).click();
    await expect(sheet).toBeHidden();
  }
  await expect(notices.getByText('符合要求')).toHaveCount(2);
  await expect(notices.getByText('待完成')).toHaveCount(0);

  // The clauses: the buyer opens the list, reads, comes back to a page that kept everything typed.
  await page.getByRole('button', { name: '《保险条款》' }).click();
  await expect(page).toHaveURL(/\/files/);
  await expect(page.locator('.adm-list-item').first()).toBeVisible();
  await shot(page, '2-clause-files');
  await page.goBack();
  await expect(row(holder, '姓名').locator('input')).toHaveValue('李明');
  await expect(notices.getByText('符合要求')).toHaveCount(2);
  await page.getByText('我已阅读并同意').click();

  // The SMS code, as the phone would receive it: read from the development outbox.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/\d+s/).first()).toBeVisible();
  let code = '';
  await expect(async () => {
    const outbox = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
    code = ((await outbox.json()) as { result: { code: string | null }[] }).result[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await shot(page, '2-info-filled');
  await page.getByRole('toolbar').getByRole('button', { name: '下一步' }).click();

  // Page 3: confirm what was entered, ID photos, both signatures, the account, the important notices.
  await expect(page).toHaveTitle('确认投保信息');
  const notice = page.locator('.adm-popup-body:visible', { hasText: '重要提示' });
  await expect(notice.getByRole('tab', { name: '投保须知' })).toBeVisible();
  await shot(page, '3-supervision');
  // Too early: the popup says how long the reading takes.
  await notice.getByRole('button', { name: /下一页/ }).click({ force: true });
  await expect(page.getByText('请阅读协议10秒及以上')).toBeVisible();
  await expect(notice.getByRole('button', { name: '下一页' })).toBeEnabled({ timeout: 15_000 });
  await notice.getByRole('button', { name: '下一页' }).click();
  await expect(notice.getByText('责任免除').last()).toBeVisible();
  await expect(notice.getByRole('button', { name: '我已阅读并同意' })).toBeEnabled({ timeout: 15_000 });
  await notice.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(notice).toBeHidden();
  await expect(page.locator('[data-component="policyHolderInfoModule"]')).toContainText('上海市 上海市 浦东新区');
  await expect(page.locator('[data-component="insuredConfirmModule"]')).toContainText('男');
  await shot(page, '3-confirm');

  await uploadTo(page, '身份证正反面', photo('id-front.png', [200, 220, 255]));
  await expect(page.locator('.adm-form-item', { hasText: '身份证正反面' }).last().locator('.adm-image-uploader-cell-image:visible')).toHaveCount(1);
  await uploadTo(page, '身份证正反面', photo('id-back.png', [255, 220, 200]));
  await uploadTo(page, '本人照片', photo('me.png', [220, 255, 220]));
  await expect(page.locator('.adm-form-item', { hasText: '身份证正反面' }).last().locator('.adm-image-uploader-cell-image:visible')).toHaveCount(2);

  for (const who of ['营销员签名', '投保人签名']) {
    await page.locator('.adm-list-item', { hasText: who }).click();
    await expect(page).toHaveURL(/\/signBoard\?from=[12]/);
    await shot(page, `3-sign-${who}`);
    await sign(page);
    await expect(page).toHaveTitle('确认投保信息');
    await expect(page.locator('.adm-list-item', { hasText: who }).getByRole('img', { name: who })).toBeVisible();
  }

  const account = page.locator('[data-component="paymentInfo"]');
  await account.locator('.adm-list-item', { hasText: '银行卡号' }).locator('input').fill('6222021234567890123');
  await account.locator('.adm-list-item', { hasText: '银行卡号' }).locator('input').blur();
  await expect(account.locator('.adm-list-item', { hasText: '开户银行' })).toContainText('工商银行');
  await shot(page, '3-confirm-filled');
  // The insurer turns the first submission down with 20000: 温馨提示 with its words, nothing lost.
  const refusal = '该被保人已有在保保单，请勿重复投保';
  await page.route('**/api/v1/insure/submitOrder', (route) => route.fulfill({ json: { success: false, code: 20000, message: refusal } }), { times: 1 });
  await page.getByRole('button', { name: '确认并支付' }).click();
  const reminder = page.getByRole('dialog');
  await expect(reminder.locator('.adm-dialog-title')).toHaveText('温馨提示');
  await expect(reminder).toContainText(refusal);
  await shot(page, '3-submit-refused');
  await reminder.getByRole('button', { name: '知道了' }).click();
  await expect(reminder).toBeHidden();
  await expect(page).toHaveTitle('确认投保信息');
  await expect(account.locator('.adm-list-item', { hasText: '银行卡号' }).locator('input')).toHaveValue('6222021234567890123');
  await page.getByRole('button', { name: '确认并支付' }).click();

  // The simulated cashier, then the result page polling until the policy is issued.
  await expect(page).toHaveURL(/\/mockpay\?/);
  await expect(page.getByText('34.18元')).toBeVisible();
  await shot(page, '4-mock-pay');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('投保成功').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/保单号：P\d+/).first()).toBeVisible();
  await shot(page, '5-result');
  await page.getByRole('button', { name: '查看订单详情' }).click();
  await expect(page).toHaveURL(/\/orderDetail\?/);
  await expect(page.getByText('安心百万医疗险').first()).toBeVisible();
  await shot(page, '6-order-detail');
  expect(errors).toEqual([]);
});
