import { expect, test, type Locator, type Page } from '@playwright/test';
import { idCardCheckChar } from '../shared/identity/id-card-check-char';
import { pickWheels } from './pick-wheel';

// Page 1, a filled page 2 with the SMS code, the confirmation and the submission: one generous budget.
test.describe.configure({ timeout: 180_000 });

const HOLDER_ID = `31011519850412002${idCardCheckChar('31011519850412002')}`;
const row = (scope: Locator, label: string) => scope.locator('.adm-list-item', { hasText: label }).first();
const input = (scope: Locator, label: string) => row(scope, label).locator('input').first();

/** Page 1 of the property product: the cover priced with its defaults, then 立即投保. */
async function openInfoPage(page: Page) {
  await page.goto('/h?promotionId=health-home&from=health');
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await page.getByRole('toolbar').getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
}

test('a 增值税专用发票 asks its receiver and phone once, and the order carries them to the confirmation and the server', async ({ page, request }) => {
  await openInfoPage(page);
  const invoice = page.locator('[data-component="invoiceBlock"]');
  const mailing = page.locator('[data-component="sendAddressBlock"]');
  await invoice.getByText('增值税专用发票').click();
  await expect(mailing).toBeVisible();
  // Each asked once on the page: in the 发票邮寄地址 block, not again in the invoice block.
  await expect(page.locator('.adm-list-item', { hasText: /^\*?收件人/ })).toHaveCount(1);
  await expect(page.locator('.adm-list-item', { hasText: /^\*?联系电话/ })).toHaveCount(1);
  await expect(invoice.locator('.adm-list-item', { hasText: '收件人' })).toHaveCount(0);
  await expect(invoice.locator('.adm-list-item', { hasText: '联系电话' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('invoice-02.png'), fullPage: true });

  // The holder (also the insured owner) and the property.
  const holder = page.locator('[data-component="policyHolderModule"]');
  await input(holder, '姓名').fill('王芳');
  await input(holder, '证件号码').fill(HOLDER_ID);
  const phone = `138${String(Date.now()).slice(-8)}`;
  await input(holder, '手机号码').fill(phone);
  await row(holder, '房屋所在地区').click();
  await pickWheels(page, ['上海市', '上海市', '浦东新区']);
  await input(holder, '房屋详细地址').fill('张杨路500号12楼');

  // The invoice's own rows, then where it is mailed.
  await input(invoice, '单位名称').fill('上海某某科技有限公司');
  await input(invoice, '统一社会信用代码').fill('91310115MA1K000000');
  await input(invoice, '开户银行').fill('招商银行上海分行');
  await input(invoice, '银行账号').fill('6214830000000000');
  await input(invoice, '注册地址').fill('上海市浦东新区世纪大道1号');
  await input(mailing, '收件人').fill('赵财务');
  await input(mailing, '联系电话').fill('13700001111');
  await row(mailing, '所在地区').click();
  await pickWheels(page, ['上海市', '上海市', '浦东新区']);
  await input(mailing, '详细地址').fill('世纪大道1号8楼');

  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code = '';
  await expect(async () => {
    const outbox = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
    code = ((await outbox.json()) as { result: { code: string | null }[] }).result[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await page.getByRole('toolbar').getByRole('button', { name: '下一步' }).click();

  // The confirmation: the invoice's rows, and the receiver and phone with the mailing address.
  await expect(page).toHaveTitle('确认投保信息');
  const invoiceConfirm = page.locator('[data-component="invoiceConfirm"]');
  const deliveryConfirm = page.locator('[data-component="deliveryConfirm"]');
  await expect(invoiceConfirm).toContainText('增值税专用发票');
  await expect(invoiceConfirm).toContainText('上海某某科技有限公司');
  await expect(invoiceConfirm).not.toContainText('未填写');
  await expect(deliveryConfirm).toContainText('赵财务');
  await expect(deliveryConfirm).toContainText('137****1111');
  await expect(deliveryConfirm).toContainText('世纪大道1号8楼');
  await page.screenshot({ path: test.info().outputPath('invoice-confirm.png'), fullPage: true });

  // The server reads the receiver, phone and address on the order's invoice, and accepts it.
  const account = page.locator('[data-component="paymentInfo"]');
  await input(account, '银行卡号').fill('6222021234567890123');
  await input(account, '银行卡号').blur();
  await expect(row(account, '开户银行')).toContainText('工商银行');
  const submitted = page.waitForRequest((candidate) => candidate.url().includes('/submitOrder'));
  const answered = page.waitForResponse((candidate) => candidate.url().includes('/submitOrder'));
  await page.getByRole('button', { name: '确认并支付' }).click();
  const body = (await submitted).postDataJSON() as { invoice?: Record<string, unknown> };
  expect(body.invoice).toMatchObject({
    invoiceType: '02',
    companyName: '上海某某科技有限公司',
    receiverName: '赵财务',
    receiverPhone: '13700001111',
    receiverAddress: '世纪大道1号8楼',
  });
  expect(((await (await answered).json()) as { success: boolean }).success).toBe(true);
});

test('a 单位电子发票 (01), which is not mailed, still asks its receiver and phone in the invoice block', async ({ page }) => {
  await openInfoPage(page);
  const invoice = page.locator('[data-component="invoiceBlock"]');
  await invoice.getByText('单位电子发票').click();
  await expect(page.locator('[data-component="sendAddressBlock"] .adm-list-item')).toHaveCount(0);
  await expect(invoice.locator('.adm-list-item', { hasText: '收件人' })).toHaveCount(1);
  await expect(invoice.locator('.adm-list-item', { hasText: '联系电话' })).toHaveCount(1);
});
