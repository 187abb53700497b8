import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enterSmsCode, forward, pick, promotionLink, row, shot, type } from './buyer-steps';
import { fillHomeHolder } from './home-holder';

// The 02 invoice asked once, through to the confirmation and the submitted order, is walked in
// journey-home.spec.ts; here the control case: an invoice that is not mailed asks in its own block;
// and the confirmation shows the invoice (and a mailed one's address) once, for every type.

test.describe.configure({ timeout: 120_000 });

/** Page 1 of the property product: the cover priced with its defaults, then 立即投保. */
async function openInfoPage(page: Page) {
  await page.goto('/h?promotionId=health-home&from=health');
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await page.getByRole('toolbar').getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
}

test('a 单位电子发票 (01), which is not mailed, still asks its receiver and phone in the invoice block', async ({ page }) => {
  await openInfoPage(page);
  const invoice = page.locator('[data-component="invoiceBlock"]');
  await invoice.getByText('单位电子发票').click();
  await expect(page.locator('[data-component="sendAddressBlock"] .adm-list-item')).toHaveCount(0);
  await expect(invoice.locator('.adm-list-item', { hasText: '收件人' })).toHaveCount(1);
  await expect(invoice.locator('.adm-list-item', { hasText: '联系电话' })).toHaveCount(1);
});

type InvoiceLabel = '单位电子发票' | '增值税专用发票' | '个人电子发票';

/**
 * Page 2 of a home promotion filled with this invoice type (its company, bank and receiver where the
 * type asks them), agreed and verified, then on to the confirmation page.
 */
async function reachConfirmWith(page: Page, request: APIRequestContext, promotionId: string, tenant: string, invoiceType: InvoiceLabel) {
  await page.goto(promotionLink(promotionId, tenant, tenant === 'ba' ? 'simulate' : 'live'));
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await forward(page, '立即投保');
  await expect(page).toHaveTitle('填写投保信息');
  const phone = await fillHomeHolder(page);
  const invoice = page.locator('[data-component="invoiceBlock"]');
  await invoice.getByText(invoiceType, { exact: true }).click();
  if (invoiceType !== '个人电子发票') {
    await type(invoice, '单位名称', '上海明远科技有限公司');
    await type(invoice, '统一社会信用代码', '91310115MA1K4ABC1X');
  }
  if (invoiceType === '增值税专用发票') {
    await type(invoice, '开户银行', '招商银行上海张江支行');
    await type(invoice, '银行账号', '121908765410201');
    await type(invoice, '注册地址', '上海市浦东新区张江路88号');
    const mailing = page.locator('[data-component="sendAddressBlock"]');
    await type(mailing, '收件人', '陈静');
    await type(mailing, '联系电话', phone);
    await pick(mailing, '所在地区', ['浙江省', '杭州市', '西湖区']);
    await type(mailing, '详细地址', '文三路478号华星时代广场A座1201室');
  }
  if (invoiceType === '单位电子发票') {
    await type(invoice, '收件人', '陈静');
    await type(invoice, '联系电话', phone);
  }
  await page.getByText('我已阅读并同意').click();
  await enterSmsCode(page, request, phone, tenant);
  await forward(page, '下一步');
  await expect(page).toHaveTitle('确认投保信息');
}

/** The confirmation's cards titled so (the title, then 修改 where the card has one). */
function cardsTitled(page: Page, title: string) {
  return page.locator('.adm-list-header', { hasText: new RegExp(`^${title}(修改)?$`) });
}

const CASES: readonly (readonly [string, string, InvoiceLabel])[] = [
  ['health-home', 'health', '个人电子发票'],
  ['ba-home', 'ba', '单位电子发票'],
  ['health-home', 'health', '增值税专用发票'],
];

for (const [promotionId, tenant, invoiceType] of CASES) {
  test(`${promotionId}: a ${invoiceType} shows once on the confirmation, in its own block with 修改`, async ({ page, request }) => {
    await reachConfirmWith(page, request, promotionId, tenant, invoiceType);
    await expect(page.locator('[data-component="orderConfirm"]')).toContainText('投保人信息');
    await shot(page, `${promotionId}-${invoiceType}-confirm`);
    await expect(cardsTitled(page, '发票信息')).toHaveCount(1);
    await expect(page.locator('.adm-list-item', { hasText: /^发票类型/ })).toHaveCount(1);
    const own = page.locator('[data-component="invoiceConfirm"]');
    await expect(row(own, '发票类型')).toContainText(invoiceType);
    await expect(own.getByRole('button', { name: '修改' })).toBeVisible();
    await expect(page.locator('[data-component="orderConfirm"]')).not.toContainText('发票');
    if (invoiceType === '个人电子发票') await expect(own.locator('.adm-list-item')).toHaveCount(1);
    else await expect(row(own, '单位名称')).toContainText('上海明远科技有限公司');
    // Only the mailed 02 has a mailing address, and it too shows once.
    await expect(cardsTitled(page, '邮寄信息')).toHaveCount(invoiceType === '增值税专用发票' ? 1 : 0);
  });
}
