import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { idCardCheckChar } from '../shared/identity/id-card-check-char';
import { verticalGradientPng } from '../server/domain/reference/gradient-png';
import { expectBuyerPageAccessible } from './buyer-axe';
import { pickWheels } from './pick-wheel';
import { touchPath } from './touch';

/** Steps a buyer takes on every product's pages, as the buyer takes them: taps, wheels and typing. */

/** How a walk opens the promotion: a real order, or a simulated one (QA's mode=simulate). */
export type FlowMode = 'live' | 'simulate';

/** The promotion link a buyer opens. */
export function promotionLink(promotionId: string, tenant: string, mode: FlowMode = 'live'): string {
  return `/h?promotionId=${promotionId}&from=${tenant}${mode === 'simulate' ? '&mode=simulate' : ''}`;
}

/** A full-page screenshot kept with the test's output, to be looked at. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A resident ID number for a birthday (YYYYMMDD) and sequence (odd: a man), with its check character. */
export function idNumber(birthday: string, sequence = '001'): string {
  const first17 = `110101${birthday}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

/** A mobile number no other test run uses. */
export function freshPhone(prefix = '139'): string {
  return `${prefix}${String(Date.now()).slice(-8)}`;
}

/** The form row of a scope by its label. */
export function row(scope: Locator, label: string): Locator {
  return scope.locator('.adm-list-item', { hasText: label }).first();
}

/** Types into the row's input. */
export async function type(scope: Locator, label: string, text: string): Promise<void> {
  await row(scope, label).locator('input').first().fill(text);
}

/** Opens a row's picker and turns its wheels to `labels`. */
export async function pick(scope: Locator, label: string, labels: readonly string[]): Promise<void> {
  await row(scope, label).click();
  await pickWheels(scope.page(), labels);
}

/** The premium the page shows in fen, once a figure with two decimals shows in `where`. */
export async function premiumFen(page: Page, where = '[data-component="premiumDisplay"]'): Promise<number> {
  const premium = page.locator(where).first();
  await expect(premium).toContainText(/\d+\.\d{2}/);
  const text = (await premium.innerText()).replace(/,/g, '');
  const match = /(\d+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no premium in ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Waits for the premium to settle on a figure other than `before`, and returns it. */
export async function premiumChangedFrom(page: Page, before: number): Promise<number> {
  let after = before;
  await expect(async () => {
    after = await premiumFen(page);
    expect(after).not.toBe(before);
  }).toPass({ timeout: 15_000 });
  return after;
}

/** Answers every question of a yes/no notice 否, then taps 以上皆否. */
export async function answerAllNo(scope: Locator): Promise<void> {
  const answers = scope.locator('.adm-radio', { hasText: /^否$/ });
  await expect(answers.first()).toBeVisible();
  for (const answer of await answers.all()) await answer.click();
  await scope.getByRole('button', { name: '以上皆否' }).click();
}

/** Asks for the SMS code and types it as the phone received it (the development outbox of `tenant`). */
export async function enterSmsCode(page: Page, request: APIRequestContext, phone: string, tenant = 'health'): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/\d+s/).first()).toBeVisible();
  let code = '';
  await expect(async () => {
    const outbox = await request.get(`/api/dev/sms-outbox?phone=${phone}`, { headers: { 'x-tenant-code': tenant } });
    code = ((await outbox.json()) as { result: { code: string | null }[] }).result[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  await page.getByPlaceholder('请输入6位验证码').fill(code);
}

/**
 * The holder 李明 (born 1990-06-15, a man: the birthday and gender of the trial pages) with a long-term
 * ID, a fresh phone and a Shanghai address; the occupation too when the form asks for one. Returns the phone.
 */
export async function fillHolderLiMing(page: Page, occupation?: readonly string[]): Promise<string> {
  const holder = page.locator('[data-component="policyHolderModule"]');
  await type(holder, '姓名', '李明');
  await type(holder, '证件号码', idNumber('19900615'));
  await row(holder, '证件有效期至').getByRole('button', { name: '长期' }).click();
  const phone = freshPhone();
  await type(holder, '手机号码', phone);
  if (occupation) await pick(holder, '职业', occupation);
  await pick(holder, '所在地区', ['上海市', '上海市', '浦东新区']);
  await type(holder, '详细地址', '世纪大道100号环球金融中心20楼');
  return phone;
}

/**
 * The end of an information page: the clause agreement ticked, the SMS code entered, 下一步, and on to
 * the confirmation page.
 */
export async function agreeVerifyAndGoOn(page: Page, request: APIRequestContext, phone: string, tenant: string, shotName: string): Promise<void> {
  await page.getByText('我已阅读并同意').click();
  await enterSmsCode(page, request, phone, tenant);
  await shot(page, shotName);
  await expectBuyerPageAccessible(page, `${shotName}: the information page filled in`);
  await forward(page, '下一步');
  await expect(page).toHaveTitle('确认投保信息');
}

/** Taps the toolbar's forward button. */
export async function forward(page: Page, name: string): Promise<void> {
  await page.getByRole('toolbar').getByRole('button', { name }).click();
}

/** Reads the 重要提示 popup tab by tab, waiting out each countdown, and agrees. */
export async function readImportantNotice(page: Page): Promise<void> {
  const notice = page.locator('.adm-popup-body:visible', { hasText: '重要提示' });
  await expect(notice).toBeVisible();
  for (;;) {
    const next = notice.getByRole('button', { name: '下一页' });
    const agree = notice.getByRole('button', { name: '我已阅读并同意' });
    await expect(next.or(agree)).toBeVisible();
    if (await agree.isVisible()) {
      await expect(agree).toBeEnabled({ timeout: 15_000 });
      await agree.click();
      break;
    }
    await expect(next).toBeEnabled({ timeout: 15_000 });
    await next.click();
  }
  await expect(notice).toBeHidden();
}

/** A photo as a phone camera hands it over: a real PNG. */
export function photo(name: string, top: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: verticalGradientPng(320, 200, top, [255, 255, 255]) };
}

/** Chooses a photo for the upload tile of a part, as the phone's file chooser does. */
export async function uploadTo(page: Page, part: string, file: ReturnType<typeof photo>): Promise<void> {
  const group = page.locator('.adm-form-item', { hasText: part }).last();
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: '上传' }).last().click();
  await (await chooser).setFiles(file);
}

/** Uploads both sides of the ID card. */
export async function uploadIdCard(page: Page): Promise<void> {
  await uploadTo(page, '身份证正反面', photo('id-front.png', [200, 220, 255]));
  await expect(page.locator('.adm-form-item', { hasText: '身份证正反面' }).last().locator('.adm-image-uploader-cell-image:visible')).toHaveCount(1);
  await uploadTo(page, '身份证正反面', photo('id-back.png', [255, 220, 200]));
  await expect(page.locator('.adm-form-item', { hasText: '身份证正反面' }).last().locator('.adm-image-uploader-cell-image:visible')).toHaveCount(2);
}

/** Signs on the signature board with a finger: two strokes across the canvas, then confirms. */
export async function signOnBoard(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  const stroke = (y: number) => Array.from({ length: 12 }, (_, i) => ({ x: box.x + 40 + i * 22, y: box.y + y + Math.sin(i) * 25 }));
  await touchPath(page, stroke(box.height * 0.4));
  await touchPath(page, stroke(box.height * 0.6));
  await page.getByRole('button', { name: '确认签名' }).click();
}

/** Opens a signature row, signs, and is back on `pageTitle` with the signature shown. */
export async function signRow(page: Page, who: string, pageTitle: string): Promise<void> {
  await page.locator('.adm-list-item', { hasText: who }).first().click();
  await expect(page).toHaveURL(/\/signBoard\?from=[12]/);
  await expect(page.getByTestId('signature-canvas')).toBeVisible();
  await expectBuyerPageAccessible(page, `the signature board of ${who}`);
  await signOnBoard(page);
  await expect(page).toHaveTitle(pageTitle);
  await expect(page.locator('.adm-list-item', { hasText: who }).first().getByRole('img', { name: who })).toBeVisible();
}

/** Types the withholding bank card and waits for its bank to be recognised. */
export async function enterBankCard(page: Page, card = '6222021234567890123'): Promise<void> {
  const account = page.locator('[data-component="paymentInfo"]');
  await row(account, '银行卡号').locator('input').fill(card);
  await row(account, '银行卡号').locator('input').blur();
  await expect(row(account, '开户银行')).not.toContainText('请选择');
}

/**
 * Pays on the simulated cashier and waits for the issued policy on the result page; a simulated order
 * (mode=simulate) says so there, and costs 100 yuan a liability chosen (`amount`, when given, is the
 * figure the cashier must show). The result page is the template's: its hotline (客服电话) shows.
 */
export async function payAndSeePolicy(page: Page, shotPrefix: string, mode: FlowMode = 'live', amount?: string): Promise<string> {
  await expect(page).toHaveURL(/\/mockpay\?/);
  const cashier = page.getByTestId('pay-amount');
  await expect(cashier).toHaveText(amount ?? (mode === 'simulate' ? /^\d+00\.00元$/ : /^[\d,]+\.\d{2}元$/));
  await shot(page, `${shotPrefix}-mock-pay`);
  await expectBuyerPageAccessible(page, `${shotPrefix}: the simulated cashier`);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('投保成功').first()).toBeVisible({ timeout: 30_000 });
  const policy = page.getByText(/保单号：P\d+/).first();
  await expect(policy).toBeVisible();
  if (mode === 'simulate') await expect(page.getByRole('status')).toContainText('模拟下单成功');
  await expect(page.getByRole('button', { name: '客服电话' })).toBeVisible();
  await shot(page, `${shotPrefix}-result`);
  await expectBuyerPageAccessible(page, `${shotPrefix}: the result page`);
  const policyNo = (await policy.innerText()).replace(/^.*保单号：/, '').trim();
  await openElectronicPolicy(page, policyNo);
  return policyNo;
}

/**
 * The result page's 下载电子保单 (every seeded template offers it) opens the server's printable 保险单
 * of the policy in a new tab: its number, names masked.
 */
async function openElectronicPolicy(page: Page, policyNo: string): Promise<void> {
  const download = page.getByRole('button', { name: '下载电子保单' }).first();
  await expect(download).toBeVisible();
  const opened = page.waitForEvent('popup');
  await download.click();
  const document = await opened;
  await expect(document.getByRole('heading', { name: '保险单' })).toBeVisible();
  await expect(document.locator('table')).toContainText(policyNo);
  await expect(document.locator('table')).toContainText(/\*/);
  await document.close();
}
