import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { enterBankCard, enterSmsCode, fillHolderLiMing, forward, idNumber, payAndSeePolicy, premiumFen, readImportantNotice, row, shot, signRow, uploadTo, photo, uploadIdCard } from './buyer-steps';
import { expectRecordedSale } from './sales-recording';
import { expectBuyerPageAccessible } from './buyer-axe';
import { passTrialPage } from './health-flow';

// The walk is long (the important notices alone take 20 s of reading): one generous budget.
test.describe.configure({ timeout: 300_000 });

for (const promotion of [
  { promotionId: 'health-baiwan', tenant: 'health', mode: 'live' },
  // QA's simulated order: the same walk, paid on the simulated cashier, and said so on the result.
  { promotionId: 'ba-baiwan', tenant: 'ba', mode: 'simulate' },
] as const) {
  test(`a buyer walks the whole health journey of ${promotion.promotionId} (${promotion.mode}) and gets a policy`, async ({ page, request, browser }) => {
    const errors = collectConsoleErrors(page);
    const recordingUploads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/recordings/')) recordingUploads.push(sent.url());
    });
    // Page 1: plan, the insured's birthday, the premium.
    let trialPremium = 0;
    await passTrialPage(page, ['1990', '6', '15'], async () => {
      trialPremium = await premiumFen(page);
      await shot(page, `${promotion.promotionId}-1-trial`);
      await expectBuyerPageAccessible(page, `${promotion.promotionId} page 1`);
    }, promotion);

    // Page 2: the holder, the insured (the holder herself), the health notice, clauses and SMS code.
    const holder = page.locator('[data-component="policyHolderModule"]');
    const phone = await fillHolderLiMing(page);
    await shot(page, `${promotion.promotionId}-2-info-holder`);

    const notices = page.locator('[data-component="healthNotificationListModule"]');
    // Each person's notice: every question answered 否, then 以上皆否.
    for (const who of ['投保人', '被保人']) {
      await notices.locator('div', { hasText: who }).getByRole('button', { name: '去填写' }).last().click();
      const sheet = page.locator('.adm-popup-body:visible').last();
      const questions = sheet.locator('.adm-radio', { hasText: /^否$/ });
      await expect(questions.first()).toBeVisible();
      for (const answer of await questions.all()) await answer.click();
      await shot(page, `${promotion.promotionId}-2-notice-${who}`);
      await sheet.getByRole('button', { name: '以上皆否' }).click();
      await expect(sheet).toBeHidden();
    }
    await expect(notices.getByText('符合要求')).toHaveCount(2);
    await expect(notices.getByText('待完成')).toHaveCount(0);

    // The clauses: the buyer opens the list, reads, comes back to a page that kept everything typed.
    await page.getByRole('button', { name: '《保险条款》' }).click();
    await expect(page).toHaveURL(/\/files/);
    await expect(page.locator('.adm-list-item').first()).toBeVisible();
    await shot(page, `${promotion.promotionId}-2-clause-files`);
    await expectBuyerPageAccessible(page, `${promotion.promotionId} clause files`);
    await page.goBack();
    await expect(row(holder, '姓名').locator('input')).toHaveValue('李明');
    await expect(notices.getByText('符合要求')).toHaveCount(2);
    await page.getByText('我已阅读并同意').click();

    // The SMS code, as the phone would receive it: read from the development outbox.
    await enterSmsCode(page, request, phone, promotion.tenant);
    await shot(page, `${promotion.promotionId}-2-info-filled`);
    await expectBuyerPageAccessible(page, `${promotion.promotionId} page 2 filled in`);
    await forward(page, '下一步');

    // Page 3: confirm what was entered, ID photos, both signatures, the account, the important notices.
    await expect(page).toHaveTitle('确认投保信息');
    const notice = page.locator('.adm-popup-body:visible', { hasText: '重要提示' });
    await expect(notice.getByRole('tab', { name: '投保须知' })).toBeVisible();
    await shot(page, `${promotion.promotionId}-3-supervision`);
    // Too early: the popup says how long the reading takes.
    await notice.getByRole('button', { name: /下一页/ }).click({ force: true });
    await expect(page.getByText('请阅读协议10秒及以上')).toBeVisible();
    await readImportantNotice(page);
    await expect(page.locator('[data-component="policyHolderInfoModule"]')).toContainText('上海市 上海市 浦东新区');
    await expect(page.locator('[data-component="insuredConfirmModule"]')).toContainText('男');
    await shot(page, `${promotion.promotionId}-3-confirm`);
    await expectBuyerPageAccessible(page, `${promotion.promotionId} page 3`);

    await uploadIdCard(page);
    await uploadTo(page, '本人照片', photo('me.png', [220, 255, 220]));
    for (const who of ['营销员签名', '投保人签名']) await signRow(page, who, '确认投保信息');

    const account = page.locator('[data-component="paymentInfo"]');
    await enterBankCard(page);
    await expect(row(account, '开户银行')).toContainText('工商银行');
    await shot(page, `${promotion.promotionId}-3-confirm-filled`);
    // The insurer turns the first submission down with 20000: 温馨提示 with its words, nothing lost
    // (a simulated order asks no insurer).
    const submitCall = promotion.mode === 'live' ? '**/api/v1/insure/submitOrder' : '**/api/v1/mock/createOrder';
    const refusal = '该被保人已有在保保单，请勿重复投保';
    await page.route(submitCall, (route) => route.fulfill({ json: { success: false, code: 20000, message: refusal } }), { times: 1 });
    await page.getByRole('button', { name: '确认并支付' }).click();
    const reminder = page.getByRole('dialog');
    await expect(reminder.locator('.adm-dialog-title')).toHaveText('温馨提示');
    await expect(reminder).toContainText(refusal);
    await shot(page, `${promotion.promotionId}-3-submit-refused`);
    await reminder.getByRole('button', { name: '知道了' }).click();
    await expect(reminder).toBeHidden();
    await expect(page).toHaveTitle('确认投保信息');
    await expect(row(account, '银行卡号').locator('input')).toHaveValue('6222021234567890123');
    await page.getByRole('button', { name: '确认并支付' }).click();

    // The simulated cashier asks the first month's premium of the trial page, then the result page polls
    // until the policy is issued.
    await expect(page).toHaveURL(/\/mockpay\?/);
    // (A simulated order charges the spec's fixed 100 yuan per liability instead.)
    if (promotion.mode === 'live') await expect(page.getByText(`${(trialPremium / 100).toFixed(2)}元`)).toBeVisible();
    await payAndSeePolicy(page, `${promotion.promotionId}-4`, promotion.mode);
    await page.getByRole('button', { name: '查看订单详情' }).click();
    await expect(page).toHaveURL(/\/orderDetail\?/);
    await expect(page.getByText('安心百万医疗险').first()).toBeVisible();
    await shot(page, `${promotion.promotionId}-6-order-detail`);
    await expectBuyerPageAccessible(page, `${promotion.promotionId} order detail`);
    // The persons as the server masked them, the birthday too (with it a masked ID number could be
    // narrowed to a few), shown as masked rather than as an invalid date.
    await page.getByRole('button', { name: '投保人与被保人信息' }).click();
    await expect(page).toHaveURL(/\/orderPersonDetail\?/);
    const birthdayRows = page.locator('.adm-list-item', { hasText: '出生日期' });
    await expect(birthdayRows.first()).toContainText('****-**-**');
    await expect(page.locator('body')).not.toContainText('1990-06-15');
    await expect(page.locator('body')).not.toContainText('Invalid');
    await shot(page, `${promotion.promotionId}-7-person-detail`);
    await expectBuyerPageAccessible(page, `${promotion.promotionId} order persons`);
    expect(errors).toEqual([]);

    // 可回溯: a live sale is recorded, and compliance replays it; QA's simulated walk records nothing.
    if (promotion.mode === 'simulate') expect(recordingUploads).toEqual([]);
    else {
      expect(recordingUploads.length).toBeGreaterThan(0);
      await expectRecordedSale(page, browser, promotion.tenant, { idNumber: idNumber('19900615'), phone, bankCard: '6222021234567890123' }, promotion.promotionId);
    }
  });
}
