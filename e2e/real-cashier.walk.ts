import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Request, type Response } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { fillHomeHolder } from './home-holder';
import { enterBankCard, enterSmsCode, forward, premiumFen, promotionLink, row, shot } from './buyer-steps';

// Run by playwright.real-cashier.config.ts: the mock cashier is off, as in production, and the pay
// step posts a signed payment application to the insurer's cashier, played by
// e2e/stand-in-cashier-server.ts.

test.describe.configure({ timeout: 180_000 });

const CASHIER = /^http:\/\/127\.0\.0\.1:\d+\/pay$/;

/**
 * Home insurance (health-home, a real order) from the promotion link to the insurer's cashier, the
 * shortest walk there: the default cover, the holder, a personal e-invoice, the SMS code, the account,
 * 确认并支付. Returns the premium page 1 showed (fen) and the payment application the browser posted.
 */
async function walkToCashier(page: Page, request: APIRequestContext, shotPrefix: string): Promise<{ premium: number; application: URLSearchParams }> {
  await page.goto(promotionLink('health-home', 'health'));
  const premium = await premiumFen(page);
  await forward(page, '立即投保');
  await expect(page).toHaveTitle('填写投保信息');

  const phone = await fillHomeHolder(page);
  const invoice = page.locator('[data-component="invoiceBlock"]');
  await invoice.getByText('个人电子发票', { exact: true }).click();
  await expect(row(invoice, '统一社会信用代码')).toBeHidden();
  await page.getByText('我已阅读并同意').click();
  await enterSmsCode(page, request, phone, 'health');
  await forward(page, '下一步');
  await expect(page).toHaveTitle('确认投保信息');
  await enterBankCard(page);
  await shot(page, `${shotPrefix}-1-confirm`);

  const posted = page.waitForRequest((call: Request) => call.method() === 'POST' && CASHIER.test(call.url()));
  await forward(page, '确认并支付');
  const application = new URLSearchParams((await posted).postData() ?? '');
  await expect(page).toHaveURL(CASHIER);
  await expect(page).toHaveTitle('收银台');
  return { premium, application };
}

/** What the cashier page shows: the amount in 元 and the product, with the buttons to pay or leave. */
async function expectCashierPage(page: Page, premium: number): Promise<void> {
  await expect(page.getByText('保险公司收银台')).toBeVisible();
  await expect(page.getByText(`${(premium / 100).toFixed(2)}元`, { exact: true })).toBeVisible();
  await expect(page.getByText('安居家庭财产险', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  await expect(page.getByRole('button', { name: '取消' })).toBeVisible();
}

test('a buyer pays at the insurer\'s cashier and, back on the result page, sees the policy issued', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { premium, application } = await walkToCashier(page, request, 'real-cashier-paid');
  // The application the browser carried: the first premium in fen, the product, never the order number.
  expect(application.get('amount')).toBe(String(premium));
  expect(application.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  await expectCashierPage(page, premium);
  await shot(page, 'real-cashier-paid-2-cashier');

  // The cashier tells the app with a signed notice, then sends the buyer back to the result page,
  // which polls until the policy is issued.
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result\?encryptOrderNo=[^&]+&promotionId=health-home&from=health$/);
  await expect(page.getByText('投保成功').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/保单号：P\d+/).first()).toBeVisible();
  await shot(page, 'real-cashier-paid-3-result');
  expect(errors).toEqual([]);
});

/** A `paid` notice for the application signed with a key that is not the shared one. */
function forgedNotice(application: URLSearchParams): Record<string, string> {
  const fields = {
    payApplyNo: application.get('payApplyNo') ?? '',
    amount: application.get('amount') ?? '',
    status: 'paid',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: randomBytes(16).toString('hex'),
  };
  const text = Object.entries(fields).map(([name, value]) => `${name}=${value}`).join('&');
  return { ...fields, sign: createHmac('sha256', 'a key guessed by someone who is not the insurer').update(text).digest('hex') };
}

test('a forged payment notice pays nothing: the result page waits, and the buyer is sent back to the cashier to pay', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { premium, application } = await walkToCashier(page, request, 'real-cashier-forged');
  await expectCashierPage(page, premium);

  // The cashier checks what it is sent: the application with its amount changed is 签名错误.
  const tampered = new URLSearchParams(application);
  tampered.set('amount', '1');
  const refusedApplication = await request.post(page.url(), { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: tampered.toString() });
  expect(refusedApplication.status()).toBe(400);
  expect(await refusedApplication.text()).toContain('签名错误');

  // Someone who read the application posts a `paid` notice for it, not signed with the shared key.
  const forged = await request.post(application.get('notifyUrl') ?? '', { form: forgedNotice(application) });
  expect(forged.status()).toBe(400);

  // The buyer leaves the cashier without paying. The result page shows no policy and keeps asking
  // (spec: 订单处理中... while there is no issue status), and poll after poll the order is unpaid.
  const unpaidPolls: string[] = [];
  const recordPoll = async (response: Response) => {
    if (!response.url().includes('queryInsureResult')) return;
    const { result } = (await response.json()) as { result: { message?: string; issueStatus?: string } };
    unpaidPolls.push(`${result.issueStatus ?? 'none'} ${result.message ?? ''}`);
  };
  page.on('response', recordPoll);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/result\?encryptOrderNo=[^&]+&promotionId=health-home&from=health$/);
  await expect(page.getByRole('status')).toContainText('订单处理中...');
  await expect.poll(() => unpaidPolls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  page.off('response', recordPoll);
  expect(unpaidPolls.every((poll) => poll === 'none 订单待支付')).toBe(true);
  await expect(page.getByText('投保成功')).toHaveCount(0);
  await expect(page.getByText(/保单号/)).toHaveCount(0);
  await shot(page, 'real-cashier-forged-1-result');

  // The payment query page finds the order unpaid and sends the buyer to the cashier again, for the
  // same amount; paying there issues the policy.
  const token = new URL(page.url()).searchParams.get('encryptOrderNo') ?? '';
  await page.goto(`/querypay?encryptOrderNo=${encodeURIComponent(token)}&from=health`);
  await expect(page).toHaveURL(CASHIER);
  await expectCashierPage(page, premium);
  await shot(page, 'real-cashier-forged-2-cashier-again');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('投保成功').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/保单号：P\d+/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
