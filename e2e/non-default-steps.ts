import { expect, type Locator, type Page } from '@playwright/test';
import { formatPremium } from '../shared/format/format-premium';
import {
  answerAllNo,
  freshPhone,
  idNumber,
  pick,
  row,
  shot,
  signRow,
  type,
  type FlowMode,
} from './buyer-steps';
import { expectBuyerPageAccessible } from './buyer-axe';
import { pickWheels } from './pick-wheel';

/**
 * The steps of the walks with choices other than the defaults (non-default-choices.spec.ts): choosing
 * on page 1, filling the holder and agent, and what the confirm page, cashier, result and stored order
 * must show.
 */
/**
 * Every seeded product of both tenants walked by a new buyer who leaves the defaults: another plan,
 * other periods, another sum insured, optional cover ticked, another payment frequency, another
 * invoice. Whatever the buyer chose must be what the confirm page repeats, what the cashier charges
 * (a live order), and what the result page and the stored order show. A simulated order
 * (mode=simulate) costs the fixed 100 yuan a liability instead of the price of page 1, from the
 * confirm page on.
 */

export const OCCUPATION = ['新闻出版广告业', '新闻业', '编辑（1类）'] as const;
/** The fixed premium of one liability of a simulated order (spec section 4), in fen. */
export const MOCK_LIABILITY_FEN = 10_000;

/** What the buyer must find on the confirm page and in the stored order: the amount and the chosen rows. */
export interface Expected {
  /** The amount due in fen: page 1's premium in a live order, the mock premium in a simulated one. */
  readonly dueFen: number;
  /** Row label -> text the row must contain, on the confirm page and in the order detail. */
  readonly rows: Readonly<Record<string, string | RegExp>>;
}

export function yuan(fen: number): string {
  return formatPremium(fen, { withUnit: true });
}

/** The text of the premium display on page 1, as the buyer reads it. */
export async function premiumText(page: Page): Promise<string> {
  return (await page.locator('[data-component="premiumDisplay"]').first().innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits for the premium display to read other than `before`, and returns what it reads. */
export async function premiumTextChangedFrom(page: Page, before: string): Promise<string> {
  let after = before;
  await expect(async () => {
    after = await premiumText(page);
    expect(after).toMatch(/\d+\.\d{2}/);
    expect(after).not.toBe(before);
  }).toPass({ timeout: 15_000 });
  return after;
}

/** A row of the confirm page or the order detail: its label and the text the buyer reads beside it. */
export function summaryRow(scope: Locator, label: string): Locator {
  return scope.locator('.adm-list-item', { hasText: label }).first();
}

export async function expectRows(scope: Locator, rows: Expected['rows'], soft = false): Promise<void> {
  for (const [label, text] of Object.entries(rows)) {
    await (soft ? expect.soft : expect)(summaryRow(scope, label), `${label} shows ${String(text)}`).toContainText(text);
  }
}

/** The insured's birthday on the wheels of page 1, and the gender when not the default 男. */
export async function chooseInsured(page: Page, birthday: readonly [string, string, string], gender: '男' | '女'): Promise<void> {
  await page.getByText('请选择被保人出生日期').first().click();
  await pickWheels(page, birthday);
  const insured = page.locator('[data-component="insuredElementModule"]');
  if (gender === '女') await row(insured, '性别').getByText('女', { exact: true }).click();
  await expect(row(insured, '出生日期')).toContainText(`${birthday[0]}-${birthday[1].padStart(2, '0')}-${birthday[2].padStart(2, '0')}`);
}

/** A holder who is the insured: name, an ID number of the insured's birthday and gender, a fresh phone, the address. */
export async function fillPersonHolder(page: Page, name: string, birthday: string, sequence: string, occupation?: readonly string[]): Promise<string> {
  const holder = page.locator('[data-component="policyHolderModule"]');
  await type(holder, '姓名', name);
  await type(holder, '证件号码', idNumber(birthday, sequence));
  await row(holder, '证件有效期至').getByRole('button', { name: '长期' }).click();
  const phone = freshPhone('135');
  await type(holder, '手机号码', phone);
  if (occupation) await pick(holder, '职业', occupation);
  await pick(holder, '所在地区', ['广东省', '深圳市', '南山区']);
  await type(holder, '详细地址', '科技园南区高新南一道9号');
  return phone;
}

/**
 * After paying: the result page shows the amount in its 订单信息, and the stored order (查看订单详情)
 * shows the chosen rows and the amount. Soft: every mismatch of the stored order is reported at once.
 */
export async function expectResultAndDetail(page: Page, name: string, expected: Expected): Promise<void> {
  const due = yuan(expected.dueFen);
  const orderInfo = summaryRow(page.locator('.adm-list', { hasText: '订单信息' }).last(), '保费');
  await expect(orderInfo).toContainText(/\d\.\d{2}元/);
  await expect.soft(orderInfo, 'the result page charges what the cashier did').toContainText(due);
  await page.getByRole('button', { name: '查看订单详情' }).click();
  await expect(page).toHaveURL(/\/orderDetail\?/);
  const detail = page.locator('body');
  await expect(summaryRow(detail, '订单号')).toBeVisible();
  await shot(page, `${name}-5-order-detail`);
  await expect.soft(summaryRow(detail, '首期保费'), 'the stored order charges what the cashier did').toContainText(due);
  await expectRows(detail, expected.rows, true);
}

/**
 * Pays on the cashier, which must ask `dueFen`, and waits for the issued policy; a simulated order
 * says so on the result page. (buyer-steps' payAndSeePolicy checks the result page's accessibility
 * at once; these walks check it last, after the amounts and the stored order: see expectResultAccessible.)
 */
export async function pay(page: Page, name: string, mode: FlowMode, dueFen: number): Promise<void> {
  await expect(page).toHaveURL(/\/mockpay\?/);
  await expect(page.getByTestId('pay-amount')).toHaveText(yuan(dueFen));
  await shot(page, `${name}-4-cashier`);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('投保成功').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/保单号：P\d+/).first()).toBeVisible();
  if (mode === 'simulate') await expect(page.getByRole('status')).toContainText('模拟下单成功');
  await shot(page, `${name}-4-result`);
}

/** Back from the order detail to the result page, which must be as accessible as every buyer page. */
export async function expectResultAccessible(page: Page, name: string): Promise<void> {
  await page.goBack();
  await expect(page.getByText('投保成功').first()).toBeVisible();
  await expectBuyerPageAccessible(page, `${name}: the result page`);
}

/** On the confirm page: the chosen rows in the review, the amount in the payment summary and the toolbar. */
export async function expectConfirm(page: Page, name: string, expected: Expected): Promise<void> {
  const due = yuan(expected.dueFen);
  await expectRows(page.locator('body'), expected.rows);
  await expect(summaryRow(page.locator('body'), '首期保费')).toContainText(due);
  await expect(page.locator('[data-component="paymentSummary"]')).toContainText(due);
  await expect(page.getByRole('toolbar')).toContainText(formatPremium(expected.dueFen));
  await shot(page, `${name}-3-confirm`);
}

/** Each person's health notice of a medical product: every question 否, then 以上皆否. */
export async function answerHealthNotices(page: Page): Promise<void> {
  const notices = page.locator('[data-component="healthNotificationListModule"]');
  for (const who of ['投保人', '被保人']) {
    await notices.locator('div', { hasText: who }).getByRole('button', { name: '去填写' }).last().click();
    const sheet = page.locator('.adm-popup-body:visible').last();
    await answerAllNo(sheet);
    await expect(sheet).toBeHidden();
  }
  await expect(notices.getByText('符合要求')).toHaveCount(2);
}

/** The agent of a term life sale: number, name, phone, signature, declaration and every notice item 是. */
export async function fillAgent(page: Page): Promise<void> {
  const agent = page.locator('[data-component="agentModule"]');
  await type(agent, '工号', 'A2048');
  await type(agent, '姓名', '刘洋');
  await type(agent, '手机号码', '13800138001');
  await signRow(page, '营销员签名', '填写投保信息');
  await agent.getByText(/本人作为营销员/).click();
  for (const yes of await agent.locator('.adm-radio', { hasText: /^是$/ }).all()) await yes.click();
  await agent.getByRole('button', { name: '以上皆是' }).click();
}

// ---------------------------------------------------------------------------------------------------
// Medical (百万医疗): the 升级版 plan, 无社保, optional cover, a woman born 1979 or a man born 1983.

/** The invoices the home walks ask for: a company's e-invoice, or a VAT special invoice mailed to the buyer. */
export type InvoiceChoice = '单位电子发票' | '增值税专用发票';

/** Fills the invoice block (and the mailing block a paper invoice needs) for a company. */
export async function fillInvoice(page: Page, invoiceType: InvoiceChoice, phone: string): Promise<void> {
  const invoice = page.locator('[data-component="invoiceBlock"]');
  const mailing = page.locator('[data-component="sendAddressBlock"]');
  await invoice.getByText(invoiceType, { exact: true }).click();
  await type(invoice, '单位名称', '深圳市启航软件有限公司');
  await type(invoice, '统一社会信用代码', '91440300MA5FABCD2K');
  if (invoiceType === '增值税专用发票') {
    await type(invoice, '开户银行', '招商银行深圳科技园支行');
    await type(invoice, '银行账号', '755912345610801');
    await type(invoice, '注册地址', '深圳市南山区科技园南区高新南一道9号');
    await type(mailing, '收件人', '陈静');
    await type(mailing, '联系电话', phone);
    await pick(mailing, '所在地区', ['浙江省', '杭州市', '西湖区']);
    await type(mailing, '详细地址', '文三路478号华星时代广场A座1201室');
  } else {
    await type(invoice, '收件人', '陈静');
    await type(invoice, '联系电话', phone);
  }
}
