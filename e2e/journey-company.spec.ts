import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { agreeVerifyAndGoOn, answerAllNo, enterBankCard, forward, freshPhone, idNumber, payAndSeePolicy, pick, promotionLink, premiumFen, readImportantNotice, row, shot, signRow, type } from './buyer-steps';
import { expectBuyerPageAccessible } from './buyer-axe';
import { expectSaleRecorded } from './sales-recording';
import { pickWheels } from './pick-wheel';

test.describe.configure({ timeout: 300_000 });

for (const { promotionId, tenant, mode } of [
  { promotionId: 'health-keyman', tenant: 'health', mode: 'live' },
  { promotionId: 'ba-keyman', tenant: 'ba', mode: 'simulate' },
] as const) {
  test(`a company buys term life for a key employee (${promotionId}, ${mode}) and gets a policy`, async ({ page, request, baseURL }) => {
    const since = new Date(Date.now() - 1000);
    const errors = collectConsoleErrors(page);
    await page.goto(promotionLink(promotionId, tenant, mode));
    await page.getByText('请选择被保人出生日期').first().click();
    await pickWheels(page, ['1982', '9', '1']);
    await premiumFen(page);
    await expectBuyerPageAccessible(page, `${promotionId} page 1`);
    await forward(page, '立即投保');
    await expect(page).toHaveTitle('填写投保信息');

    // The company, its contact (who receives the code) and its address.
    const company = page.locator('[data-component="policyHolderModule"]');
    await expect(company).toContainText('投保单位信息');
    await expect(row(company, '证件类型')).toContainText('统一社会信用代码');
    await type(company, '单位名称', '上海明远科技有限公司');
    await type(company, '证件号码', '91310115MA1K4ABC1X');
    await type(company, '联系人', '赵敏');
    const phone = freshPhone('136');
    await type(company, '联系人手机', phone);
    await pick(company, '单位所在地区', ['上海市', '上海市', '浦东新区']);
    await type(company, '单位地址', '张江路88号科海大楼5楼');

    // The key person the company insures, an employee.
    const insured = page.locator('[data-component="insuredModule"]');
    await expect(row(insured, '与投保人关系')).toContainText('雇员');
    await type(insured, '姓名', '孙伟');
    await type(insured, '证件号码', idNumber('19820901', '031'));
    await row(insured, '证件有效期至').getByRole('button', { name: '长期' }).click();
    await type(insured, '手机号码', '13788886666');
    await pick(insured, '职业', ['新闻出版广告业', '新闻业', '编辑（1类）']);
    await answerAllNo(page.locator('[data-component="yesNoNotice"]'));
    await agreeVerifyAndGoOn(page, request, phone, tenant, `${promotionId}-2-filled`);

    await readImportantNotice(page);
    const review = page.locator('[data-component="orderConfirm"]');
    await expect(review).toContainText('上海明远科技有限公司');
    await expect(review).toContainText('赵敏');
    await expect(review).toContainText('孙伟');
    await signRow(page, '经办人签名', '确认投保信息');
    await enterBankCard(page);
    await shot(page, `${promotionId}-3-confirm`);
    await expectBuyerPageAccessible(page, `${promotionId} page 3`);
    await forward(page, '确认并支付');
    await payAndSeePolicy(page, `${promotionId}-4`, mode);
    expect(errors).toEqual([]);
    // 可回溯: the live sale is recorded and tied to its order, with nothing typed kept in clear.
    if (mode === 'live') await expectSaleRecorded(request, baseURL!, tenant, promotionId, since, [phone, idNumber('19820901', '031'), '6222021234567890123']);
  });
}
