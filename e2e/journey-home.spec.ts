import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { fillHomeHolder } from './home-holder';
import { expectBuyerPageAccessible } from './buyer-axe';
import { expectSaleRecorded } from './sales-recording';
import { type FlowMode, enterBankCard, idNumber, enterSmsCode, forward, payAndSeePolicy, pick, promotionLink, premiumChangedFrom, premiumFen, row, shot, type } from './buyer-steps';

test.describe.configure({ timeout: 300_000 });

/** The invoice each walk finally asks for, and what the buyer types for it. */
type InvoiceChoice = '单位电子发票' | '增值税专用发票';

async function fillCompanyInvoice(invoice: Locator, withBank: boolean) {
  await type(invoice, '单位名称', '上海明远科技有限公司');
  await type(invoice, '统一社会信用代码', '91310115MA1K4ABC1X');
  if (withBank) {
    await type(invoice, '开户银行', '招商银行上海张江支行');
    await type(invoice, '银行账号', '121908765410201');
    await type(invoice, '注册地址', '上海市浦东新区张江路88号');
  }
}

/**
 * Home insurance as a buyer walks it: the price shows on page 1 with the defaults, the optional
 * third-party cover and the theft rider (its amount typed) change it, then the holder, the invoice
 * types one after another (each shows its own rows; 03 none), the final invoice, SMS, the account, pay.
 */
async function walkHome(page: Page, request: APIRequestContext, promotionId: string, tenant: string, finalInvoice: InvoiceChoice, mode: FlowMode = 'live') {
  const errors = collectConsoleErrors(page);
  await page.goto(promotionLink(promotionId, tenant, mode));
  // Nothing touched: the premium of the defaults shows with two decimals.
  const base = await premiumFen(page);
  await shot(page, `${promotionId}-1-default`);
  const tabs = page.locator('[data-component="planTabs"]');
  await tabs.getByText('居家第三者责任').click();
  const withThirdParty = await premiumChangedFrom(page, base);
  expect(withThirdParty).toBeGreaterThan(base);
  await tabs.getByText('盗抢损失').click();
  const withTheft = await premiumChangedFrom(page, withThirdParty);
  expect(withTheft).toBeGreaterThan(withThirdParty);
  const theftAmount = tabs.getByRole('textbox', { name: '盗抢损失保额' });
  await theftAmount.fill('20000');
  await theftAmount.blur();
  const moreTheft = await premiumChangedFrom(page, withTheft);
  expect(moreTheft).toBeGreaterThan(withTheft);
  // An amount above the range is pulled back to its maximum on leaving the field.
  await theftAmount.fill('990000');
  await theftAmount.blur();
  await expect(theftAmount).toHaveValue('50000');
  await premiumChangedFrom(page, moreTheft);
  await shot(page, `${promotionId}-1-chosen`);
  await expectBuyerPageAccessible(page, `${promotionId} page 1`);
  await forward(page, '立即投保');
  await expect(page).toHaveTitle('填写投保信息');

  const phone = await fillHomeHolder(page);

  const invoice = page.locator('[data-component="invoiceBlock"]');
  const mailing = page.locator('[data-component="sendAddressBlock"]');
  // Each type shows its own rows: 01 the company and its code, 02 also the bank, 03 none.
  await invoice.getByText('单位电子发票', { exact: true }).click();
  await expect(row(invoice, '统一社会信用代码')).toBeVisible();
  await expect(row(invoice, '开户银行')).toBeHidden();
  await invoice.getByText('增值税专用发票', { exact: true }).click();
  await expect(row(invoice, '开户银行')).toBeVisible();
  await expect(mailing).toBeVisible();
  // The receiver and phone of a mailed invoice are asked once, in the mailing block.
  await expect(page.locator('.adm-list-item', { hasText: /^\*?收件人/ })).toHaveCount(1);
  await expect(page.locator('.adm-list-item', { hasText: /^\*?联系电话/ })).toHaveCount(1);
  await expect(row(invoice, '收件人')).toHaveCount(0);
  await shot(page, `${promotionId}-2-invoice-02`);
  await invoice.getByText('个人电子发票', { exact: true }).click();
  await expect(row(invoice, '统一社会信用代码')).toBeHidden();
  await expect(mailing.locator('.adm-list-item')).toHaveCount(0);

  await invoice.getByText(finalInvoice, { exact: true }).click();
  await fillCompanyInvoice(invoice, finalInvoice === '增值税专用发票');
  if (finalInvoice === '增值税专用发票') {
    await type(mailing, '收件人', '陈静');
    await type(mailing, '联系电话', phone);
    await pick(mailing, '所在地区', ['浙江省', '杭州市', '西湖区']);
    await type(mailing, '详细地址', '文三路478号华星时代广场A座1201室');
  } else {
    await type(invoice, '收件人', '陈静');
    await type(invoice, '联系电话', phone);
  }
  await page.getByText('我已阅读并同意').click();
  await enterSmsCode(page, request, phone, tenant);
  await shot(page, `${promotionId}-2-filled`);
  await expectBuyerPageAccessible(page, `${promotionId} page 2 filled in`);
  await forward(page, '下一步');
  await expect(page).toHaveTitle('确认投保信息');

  // The review shows the insured house (the holder's address, in full) and the theft rider's amount in 万元.
  const review = page.locator('[data-component="orderConfirm"]');
  await expect(review.locator('.adm-list-item', { hasText: '房屋所在地区' })).toContainText('浙江省 杭州市 西湖区');
  await expect(review.locator('.adm-list-item', { hasText: '房屋详细地址' })).toContainText('文三路478号华星时代广场A座1201室');
  await expect(review.locator('.adm-list-item', { hasText: '盗抢损失' })).toContainText('5万元');
  await expect(review).not.toContainText('50,000元');
  await expect(page.locator('[data-component="invoiceConfirm"]')).toContainText(finalInvoice);
  await expect(page.locator('[data-component="invoiceConfirm"]')).toContainText('上海明远科技有限公司');
  if (finalInvoice === '增值税专用发票') await expect(page.locator('[data-component="deliveryConfirm"]')).toContainText('文三路478号');
  await enterBankCard(page);
  await shot(page, `${promotionId}-3-confirm`);
  await expectBuyerPageAccessible(page, `${promotionId} page 3`);
  // The order carries the invoice with its mailing address where the insurer reads it.
  const submitted = page.waitForRequest((call) => /submitOrder|mock\/createOrder/.test(call.url()));
  await forward(page, '确认并支付');
  const invoiceSent = ((await submitted).postDataJSON() as { invoice?: Record<string, unknown> }).invoice;
  expect(invoiceSent).toMatchObject({ companyName: '上海明远科技有限公司', receiverName: '陈静', receiverPhone: phone });
  if (finalInvoice === '增值税专用发票') expect(invoiceSent).toMatchObject({ invoiceType: '02', receiverAddress: '文三路478号华星时代广场A座1201室' });
  await payAndSeePolicy(page, `${promotionId}-4`, mode);
  expect(errors).toEqual([]);
  return phone;
}

test('home insurance (health-home): optional cover and the theft amount price it, VAT invoice mailed, paid, issued', async ({ page, request, baseURL }) => {
  const since = new Date(Date.now() - 1000);
  const phone = await walkHome(page, request, 'health-home', 'health', '增值税专用发票');
  // 可回溯: the live sale is recorded and tied to its order, with nothing typed kept in clear.
  await expectSaleRecorded(request, baseURL!, 'health', 'health-home', since, [phone, idNumber('19850320', '002'), '6222021234567890123']);
});

test('home insurance (ba-home, simulate): company e-invoice, simulated order paid, issued', async ({ page, request }) => {
  await walkHome(page, request, 'ba-home', 'ba', '单位电子发票', 'simulate');
});
