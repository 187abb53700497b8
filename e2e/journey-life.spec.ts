import { expect, test } from '@playwright/test';
import { formatPremium } from '../shared/format/format-premium';
import { collectConsoleErrors } from './console-errors';
import { agreeVerifyAndGoOn, answerAllNo, enterBankCard, fillHolderLiMing, forward, idNumber, payAndSeePolicy, pick, promotionLink, premiumChangedFrom, premiumFen, readImportantNotice, row, shot, signRow, type, uploadIdCard } from './buyer-steps';
import { expectBuyerPageAccessible } from './buyer-axe';
import { expectSaleRecorded } from './sales-recording';
import { pickWheels } from './pick-wheel';

test.describe.configure({ timeout: 300_000 });

for (const { promotionId, tenant, mode } of [
  { promotionId: 'health-life', tenant: 'health', mode: 'live' },
  { promotionId: 'ba-life', tenant: 'ba', mode: 'simulate' },
] as const) {
  test(`term life (${promotionId}, ${mode}): a buyer chooses the cover, names two beneficiaries, the agent signs, and gets a policy`, async ({ page, request, baseURL }) => {
    const errors = collectConsoleErrors(page);
    const since = new Date(Date.now() - 1000);
    await page.goto(promotionLink(promotionId, tenant, mode));
    await expect(page.getByText('选择保额')).toBeVisible();
    await page.getByText('请选择被保人出生日期').first().click();
    await pickWheels(page, ['1990', '6', '15']);
    // The payment periods follow the insurance period (the product's factor linkage).
    const periods = page.locator('[data-component="trailCommonModule"]');
    await periods.getByText('10年', { exact: true }).click();
    await expect(periods.getByText('20年交', { exact: true })).toHaveCount(0);
    await expect(periods.locator('.adm-selector-item-active', { hasText: '10年交' })).toBeVisible();
    await periods.getByText('20年', { exact: true }).click();
    await expect(periods.getByText('20年交', { exact: true })).toBeVisible();
    // The payment period still chosen (10年交 is offered with 20年 cover too), which the review repeats.
    const paymentPeriod = ((await periods.locator('.adm-selector-item-active', { hasText: '年交' }).innerText()).match(/\d+年/) ?? [''])[0];
    expect(paymentPeriod).toMatch(/^\d+年$/);
    const base = await premiumFen(page);
    await shot(page, `${promotionId}-1-default`);

    const tabs = page.locator('[data-component="planTabs"]');
    await tabs.getByText('50万元', { exact: true }).click();
    const fifty = await premiumChangedFrom(page, base);
    expect(fifty).toBeGreaterThan(base);

    await tabs.getByText('意外身故或伤残保险金').click();
    const withRider = await premiumChangedFrom(page, fifty);
    expect(withRider).toBeGreaterThan(fifty);
    await tabs.getByRole('button', { name: /增加|increase/i }).first().click();
    const moreRider = await premiumChangedFrom(page, withRider);
    expect(moreRider).toBeGreaterThan(withRider);
    // The benefit illustration follows the chosen sum insured.
    await expect(page.locator('[data-component="benefitTable"]')).toContainText('500,000.00');
    await expect(page.locator('[data-component="benefitChart"] canvas')).toBeVisible();
    await shot(page, `${promotionId}-1-chosen`);
    await expectBuyerPageAccessible(page, `${promotionId} page 1`);
    await page.getByRole('toolbar').getByRole('button', { name: '立即投保' }).click();
    await expect(page).toHaveTitle('填写投保信息');

    // Page 2: the holder (also the insured), two designated beneficiaries, the agent, the health notice.
    const phone = await fillHolderLiMing(page, ['新闻出版广告业', '新闻业', '编辑（1类）']);
    const insured = page.locator('[data-component="insuredModule"]');
    if (await row(insured, '职业').isVisible()) await pick(insured, '职业', ['新闻出版广告业', '新闻业', '编辑（1类）']);

    const beneficiaries = page.locator('[data-component="beneficiaryList"]');
    const addBeneficiary = async (name: string, id: string, relation: string, ratio: string) => {
      await beneficiaries.getByRole('button', { name: /添加受益人/ }).click();
      const sheet = page.locator('.adm-popup-body:visible').last();
      await type(sheet, '姓名', name);
      await type(sheet, '证件号码', id);
      await pick(sheet, '与被保人关系', [relation]);
      await type(sheet, '受益顺序', '1');
      await type(sheet, '受益比例', ratio);
      await sheet.getByRole('button', { name: '确定' }).click();
      await expect(sheet).toBeHidden();
    };
    // Going on before naming anyone says so under the list; naming them clears it.
    await forward(page, '下一步');
    await expect(beneficiaries.getByText('未添加受益人')).toBeVisible();
    await addBeneficiary('王丽', idNumber('19920310', '002'), '配偶', '60');
    await addBeneficiary('李小明', idNumber('20150101', '011'), '子女', '40');
    await expect(beneficiaries).toContainText('王丽');
    await expect(beneficiaries).toContainText('李小明');
    await expect(beneficiaries.getByText('未添加受益人')).toHaveCount(0);

    const agent = page.locator('[data-component="agentModule"]');
    await type(agent, '工号', 'A1024');
    await type(agent, '姓名', '王芳');
    await type(agent, '手机号码', '13800138000');
    await shot(page, `${promotionId}-2-agent`);
    await signRow(page, '营销员签名', '填写投保信息');
    // The agent declares first, then confirms each declaration of the agent notice (是).
    await agent.getByRole('button', { name: '以上皆是' }).click();
    await expect(page.getByText('请勾选营销员声明').first()).toBeVisible();
    await agent.getByText(/本人作为营销员/).click();
    for (const yes of await agent.locator('.adm-radio', { hasText: /^是$/ }).all()) await yes.click();
    await agent.getByRole('button', { name: '以上皆是' }).click();
    await answerAllNo(page.locator('[data-component="yesNoNotice"]'));
    await agreeVerifyAndGoOn(page, request, phone, tenant, `${promotionId}-2-filled`);

    // Page 3: the important notices, the review (beneficiaries and the agent once each), ID photos, the
    // holder's signature, the renewal account, then pay.
    await readImportantNotice(page);
    const review = page.locator('[data-component="beneficiaryConfirm"]');
    await expect(review).toContainText('王丽');
    await expect(review).toContainText('李小明');
    await expect(page.getByText('王丽')).toHaveCount(1);
    await expect(page.locator('[data-component="agentConfirm"]')).toContainText('A1024');
    // The plan choices with the payment period chosen on page 1, and the accident rider's 20万.
    const summary = page.locator('[data-component="orderConfirm"]');
    await expect(summary.locator('.adm-list-item', { hasText: '缴费期间' })).toHaveText(`缴费期间${paymentPeriod}`);
    await expect(summary.locator('.adm-list-item', { hasText: '意外身故或伤残保险金' })).toContainText('20万元');
    // What this order costs: the price of page 1, or for a simulated order 100 yuan for each of its two
    // liabilities (the term life cover and the accident rider).
    const dueFen = mode === 'simulate' ? 20_000 : moreRider;
    const due = formatPremium(dueFen, { withUnit: true });
    await expect(page.locator('[data-component="paymentSummary"]')).toContainText(due);
    await expect(page.getByRole('toolbar')).toContainText(formatPremium(dueFen));
    await shot(page, `${promotionId}-3-confirm`);
    await expectBuyerPageAccessible(page, `${promotionId} page 3`);
    await uploadIdCard(page);
    await signRow(page, '投保人签名', '确认投保信息');
    await enterBankCard(page);
    await shot(page, `${promotionId}-3-confirm-filled`);
    await forward(page, '确认并支付');
    await payAndSeePolicy(page, `${promotionId}-4`, mode, due);
    // The template's result page: its own words, and 订单信息 from the stored order, names masked as
    // in the policy above, the premium the order was charged.
    await expect(page.getByText('保单已生效，电子保单将发送至投保人手机及邮箱')).toBeVisible();
    const orderInfo = page.locator('.adm-list', { has: page.getByText('订单信息', { exact: true }) }).last();
    await expect(orderInfo).toContainText('李*');
    await expect(orderInfo).toContainText(due);
    await expect(page.locator('body')).not.toContainText('李明');

    // The submitted order carries both beneficiaries: the stored order shows them, masked as the
    // server masks every name, each with the order and share the buyer gave.
    await page.getByRole('button', { name: '查看订单详情' }).click();
    await expect(page).toHaveURL(/\/orderDetail\?/);
    await expect(page.getByText('守护定期寿险').first()).toBeVisible();
    await expect(page.locator('.adm-list-item', { hasText: '首期保费' })).toContainText(due);
    await expectBuyerPageAccessible(page, `${promotionId} order detail`);
    await page.getByRole('button', { name: '投保人与被保人信息' }).click();
    await expect(page).toHaveURL(/\/orderPersonDetail\?/);
    const named = page.locator('.adm-list-item', { hasText: '受益比例' });
    await expect(named).toHaveCount(2);
    await expect(named.nth(0)).toContainText('王*');
    await expect(named.nth(0)).toContainText('与被保人关系 配偶 · 受益顺序 1 · 受益比例 60%');
    await expect(named.nth(1)).toContainText('李**');
    await expect(named.nth(1)).toContainText('与被保人关系 子女 · 受益顺序 1 · 受益比例 40%');
    for (const clear of ['王丽', '李小明']) await expect(page.locator('body')).not.toContainText(clear);
    await shot(page, `${promotionId}-5-person-detail`);
    await expectBuyerPageAccessible(page, `${promotionId} order persons`);
    expect(errors).toEqual([]);
    // 可回溯: the live sale is recorded and tied to its order, with nothing typed kept in clear.
    if (mode === 'live') {
      const typed = [phone, idNumber('19900615'), idNumber('19920310', '002'), idNumber('20150101', '011'), '6222021234567890123'];
      await expectSaleRecorded(request, baseURL!, tenant, promotionId, since, typed);
    }
  });
}
