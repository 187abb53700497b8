import { expect, test, type Locator } from '@playwright/test';
import { PRODUCT_MESSAGES } from '../server/domain/products/product-messages';
import { formatPremium } from '../shared/format/format-premium';
import { VALIDATION_MESSAGES } from '../shared/messages/validation';
import { collectConsoleErrors } from './console-errors';
import {
  agreeVerifyAndGoOn,
  answerAllNo,
  enterBankCard,
  enterSmsCode,
  forward,
  freshPhone,
  idNumber,
  pick,
  premiumChangedFrom,
  premiumFen,
  promotionLink,
  readImportantNotice,
  row,
  shot,
  signRow,
  type,
  uploadIdCard,
  type FlowMode,
} from './buyer-steps';
import { fillHomeHolder } from './home-holder';
import { expectSpouseConfirmed, expectSpouseInStoredOrder, expectSpouseOnResult, insureSpouse, nameBeneficiaries, type NamedBeneficiary, type Spouse, type WalkPerson } from './spouse-beneficiary-steps';

import {
  OCCUPATION,
  MOCK_LIABILITY_FEN,
  type Expected,
  premiumText,
  premiumTextChangedFrom,
  summaryRow,
  chooseInsured,
  fillPersonHolder,
  expectResultAndDetail,
  pay,
  expectResultAccessible,
  expectConfirm,
  answerHealthNotices,
  fillAgent,
  fillInvoice,
  type InvoiceChoice,
} from './non-default-steps';

const MEDICAL = [
  {
    promotionId: 'health-baiwan',
    tenant: 'health',
    mode: 'live',
    frequency: '按年缴',
    birthday: ['1979', '3', '8'],
    gender: '女',
    holder: { name: '周丽', birthday: '19790308', sequence: '002' },
    /** Ticks the proton therapy cover (the cancer drug cover comes with it: collocation type 1). */
    optional: async (tabs: Locator) => {
      await tabs.getByText('质子重离子医疗保险金').click();
    },
  },
  {
    promotionId: 'ba-baiwan',
    tenant: 'ba',
    mode: 'live',
    frequency: '按月缴（分12期）',
    birthday: ['1983', '11', '20'],
    gender: '男',
    holder: { name: '郑强', birthday: '19831120', sequence: '013' },
    /** Ticks the outpatient cover within social security. */
    optional: async (tabs: Locator) => {
      await tabs.getByText('门急诊医疗保险金（社保范围内）').click();
    },
  },
] as const;

for (const walk of MEDICAL) {
  test(`medical (${walk.promotionId}, ${walk.mode}): 升级版, 无社保, ${walk.frequency}, optional cover, born ${walk.birthday[0]}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    const name = `${walk.promotionId}`;
    await page.goto(promotionLink(walk.promotionId, walk.tenant, walk.mode));
    await page.locator('[data-component="planSelector"]').getByText('升级版', { exact: true }).click();
    await chooseInsured(page, walk.birthday, walk.gender);
    const insured = page.locator('[data-component="insuredElementModule"]');
    await row(insured, '有无社保').getByText('无社保', { exact: true }).click();
    await premiumFen(page);
    let shown = await premiumText(page);
    await page.locator('[data-component="paymentPlan"]').getByText(walk.frequency, { exact: true }).click();
    // Monthly is the default: the yearly premium replaces the monthly figures.
    if (walk.frequency === '按年缴') shown = await premiumTextChangedFrom(page, shown);
    const tabs = page.locator('[data-component="planTabs"]');
    await expect(tabs.getByText('门急诊医疗保险金（社保范围内）')).toBeVisible();
    await walk.optional(tabs);
    shown = await premiumTextChangedFrom(page, shown);
    // Yearly: one figure. Monthly: the upgraded plan's launch offer of 1 yuan for the first month, then the monthly premium.
    if (walk.frequency === '按年缴') expect(shown).not.toContain('首月');
    else expect(shown).toMatch(/首月\s*1\.00元.*次月起每月\s*[\d,]+\.\d{2}元/);
    const premium = await premiumFen(page);
    test.info().annotations.push({ type: 'page 1 premium', description: `${shown} (${premium} fen)` });
    await shot(page, `${name}-1-chosen`);
    await forward(page, '立即投保');
    await expect(page).toHaveTitle('填写投保信息');

    const phone = await fillPersonHolder(page, walk.holder.name, walk.holder.birthday, walk.holder.sequence);
    await answerHealthNotices(page);
    await page.getByText('我已阅读并同意').click();
    await enterSmsCode(page, request, phone, walk.tenant);
    await shot(page, `${name}-2-filled`);
    await forward(page, '下一步');
    await expect(page).toHaveTitle('确认投保信息');
    await readImportantNotice(page);

    const expected: Expected = {
      dueFen: premium,
      rows: { 保障方案: /升级/, 缴费方式: walk.frequency === '按年缴' ? '年缴' : '月缴' },
    };
    await expectConfirm(page, name, expected);
    await uploadIdCard(page);
    for (const who of ['营销员签名', '投保人签名']) await signRow(page, who, '确认投保信息');
    await enterBankCard(page);
    await forward(page, '确认并支付');
    await pay(page, name, walk.mode, expected.dueFen);
    await expectResultAndDetail(page, name, expected);
    expect(errors).toEqual([]);
    await expectResultAccessible(page, name);
  });
}

// ---------------------------------------------------------------------------------------------------
// Term life (定期寿险): a woman born 1988, other periods, 50万 or 80万, the accident rider stepped up.

/** The ba-life walk's family: the holder (a man) insures his wife (page 1's insured), and names two beneficiaries. */
const HUSBAND: WalkPerson = { name: '陈志远', birthday: '19850722', sequence: '037' };
const WIFE: Spouse = { name: '林晓雯', birthday: '19880412', sequence: '024', validUntil: ['2036', '8', '31'], phone: '13912345678' };
/** One order, shares adding up to 100: the husband and their daughter, both 陈** once masked, told apart by relation. */
const FAMILY_BENEFICIARIES: readonly NamedBeneficiary[] = [
  { person: HUSBAND, relation: '配偶', order: '1', ratio: '60' },
  { person: { name: '陈思琪', birthday: '20160305', sequence: '026' }, relation: '子女', order: '1', ratio: '40' },
];

interface LifeWalk {
  readonly promotionId: string;
  readonly tenant: string;
  readonly mode: FlowMode;
  readonly cover: string;
  readonly payment: string;
  readonly offered: readonly string[];
  readonly sum: string;
  readonly sumYuan: string;
  readonly riderSteps: number;
  readonly rider: string;
  /** The insured (born 1988-04-12, a woman, as page 1 prices): the holder herself, or the holder's wife. */
  readonly insured: 'holder' | 'spouse';
}

const LIFE: readonly LifeWalk[] = [
  // What the seeded product offers: 30-Y cover is paid over 10, 20 or 30 years, 10-Y cover at once, over 5 or 10 years.
  { promotionId: 'health-life', tenant: 'health', mode: 'live', cover: '30年', payment: '10年交', offered: ['10年交', '20年交', '30年交'], sum: '50万元', sumYuan: '500,000.00', riderSteps: 2, rider: '30万元', insured: 'holder' },
  { promotionId: 'ba-life', tenant: 'ba', mode: 'live', cover: '10年', payment: '5年交', offered: ['趸交', '5年交', '10年交'], sum: '80万元', sumYuan: '800,000.00', riderSteps: 1, rider: '20万元', insured: 'spouse' },
];

for (const walk of LIFE) {
  const who = walk.insured === 'spouse' ? 'the holder\'s wife born 1988 (本人 switched to 配偶), two designated beneficiaries 60/40' : 'a woman born 1988';
  test(`term life (${walk.promotionId}, ${walk.mode}): ${walk.cover} + ${walk.payment}, ${walk.sum}, accident rider ${walk.rider}, ${who}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const errors = collectConsoleErrors(page);
    const name = walk.promotionId;
    await page.goto(promotionLink(walk.promotionId, walk.tenant, walk.mode));
    await expect(page.getByText('选择保额')).toBeVisible();
    await chooseInsured(page, ['1988', '4', '12'], '女');
    const periods = page.locator('[data-component="trailCommonModule"]');
    const paymentOptions = row(periods, '缴费期间').locator('.adm-selector-item');
    await periods.getByText(walk.cover, { exact: true }).click();
    // The payment periods offered follow the cover (the product's linkage), before and after choosing one.
    await expect.soft(paymentOptions, `the payment periods of ${walk.cover} cover`).toHaveText([...walk.offered]);
    await periods.getByText(walk.payment, { exact: true }).click();
    await expect(periods.locator('.adm-selector-item-active', { hasText: walk.payment })).toBeVisible();
    await expect.soft(paymentOptions, `the payment periods of ${walk.cover} cover, ${walk.payment} chosen`).toHaveText([...walk.offered]);
    await expect(periods.locator('.adm-selector-item-active', { hasText: new RegExp(`^${walk.cover}$`) })).toBeVisible();
    let premium = await premiumFen(page);
    const tabs = page.locator('[data-component="planTabs"]');
    await tabs.getByText(walk.sum, { exact: true }).click();
    premium = await premiumChangedFrom(page, premium);
    await tabs.getByText('意外身故或伤残保险金').click();
    premium = await premiumChangedFrom(page, premium);
    for (let step = 0; step < walk.riderSteps; step += 1) {
      await tabs.getByRole('button', { name: /增加|increase/i }).first().click();
      premium = await premiumChangedFrom(page, premium);
    }
    await expect(tabs).toContainText(walk.rider);
    // The benefit illustration follows the chosen sum insured.
    await expect.soft(page.locator('[data-component="benefitTable"]'), 'the benefit table of the chosen cover').toContainText(walk.sumYuan);
    const shown = await premiumText(page);
    test.info().annotations.push({ type: 'page 1 premium', description: `${shown} (${premium} fen)` });
    expect(shown).toContain(formatPremium(premium));
    await shot(page, `${name}-1-chosen`);
    await forward(page, '立即投保');
    await expect(page).toHaveTitle('填写投保信息');

    const spouse = walk.insured === 'spouse';
    const holder = spouse ? HUSBAND : { name: WIFE.name, birthday: WIFE.birthday, sequence: WIFE.sequence };
    const phone = await fillPersonHolder(page, holder.name, holder.birthday, holder.sequence, OCCUPATION);
    const insured = page.locator('[data-component="insuredModule"]');
    if (spouse) {
      await insureSpouse(page, name, { ...holder, phone }, WIFE, OCCUPATION);
      await nameBeneficiaries(page, FAMILY_BENEFICIARIES);
    } else {
      if (await row(insured, '职业').isVisible()) await pick(insured, '职业', OCCUPATION);
      await page.locator('[data-component="beneficiaryList"]').getByText('法定', { exact: true }).click();
    }
    await fillAgent(page);
    await answerAllNo(page.locator('[data-component="yesNoNotice"]'));
    await agreeVerifyAndGoOn(page, request, phone, walk.tenant, `${name}-2-filled`);

    await readImportantNotice(page);
    const coverYears = walk.cover;
    const paymentYears = walk.payment.replace('交', '');
    const expected: Expected = {
      dueFen: walk.mode === 'live' ? premium : 2 * MOCK_LIABILITY_FEN,
      rows: { 保障期间: coverYears, 缴费期间: paymentYears, 保额: walk.sum.replace('元', '') },
    };
    if (spouse) await expectSpouseConfirmed(page, holder, WIFE, FAMILY_BENEFICIARIES);
    await expectConfirm(page, name, expected);
    await expect(summaryRow(page.locator('[data-component="orderConfirm"]'), '意外身故或伤残保险金')).toContainText(walk.rider);
    await uploadIdCard(page);
    await signRow(page, '投保人签名', '确认投保信息');
    await enterBankCard(page);
    await forward(page, '确认并支付');
    await pay(page, name, walk.mode, expected.dueFen);
    if (spouse) await expectSpouseOnResult(page, holder, WIFE);
    await expectResultAndDetail(page, name, expected);
    if (spouse) await expectSpouseInStoredOrder(page, name, holder, WIFE, FAMILY_BENEFICIARIES);
    expect(errors).toEqual([]);
    await expectResultAccessible(page, name);
  });
}

test('term life (health-life): an insured aged 55 gets 10年 cover priced, and 30年 refused in 温馨提示, with no way on', async ({ page }) => {
  await page.goto(promotionLink('health-life', 'health'));
  const periods = page.locator('[data-component="trailCommonModule"]');
  await periods.getByText('10年', { exact: true }).click();
  await chooseInsured(page, ['1971', '6', '15'], '男');
  const premium = await premiumFen(page);
  expect(premium).toBeGreaterThan(0);
  await periods.getByText('30年', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.adm-dialog-title')).toHaveText('温馨提示');
  // The server's own words (no rate for a 55-year-old over 30 years: cover would end past 70), not a toast.
  await expect(dialog).toContainText(PRODUCT_MESSAGES.rateNotFound('守护定期寿险', 55));
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await shot(page, 'health-life-refused-55-30y');
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toBeHidden();
  // No price stands for the refused choice, and 立即投保 leads nowhere: the button says why in place
  // (the tap has been judged), and the buyer is still on page 1.
  await expect(page.locator('[data-component="premiumDisplay"]').first()).not.toContainText(/\d+\.\d{2}/);
  await forward(page, '立即投保');
  await expect(page.getByRole('alert').filter({ hasText: VALIDATION_MESSAGES.premiumNotCalculated })).toBeVisible();
  await expect(page).not.toHaveTitle('填写投保信息');
  expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
  await shot(page, 'health-life-refused-no-way-on');
});

// ---------------------------------------------------------------------------------------------------
// Home (家庭财产险): third-party liability and the theft rider with a typed amount, a company invoice.


const HOME: readonly { promotionId: string; tenant: string; mode: FlowMode; theft: string; theftShown: string; invoice: InvoiceChoice }[] = [
  { promotionId: 'ba-home', tenant: 'ba', mode: 'live', theft: '30000', theftShown: '3万元', invoice: '单位电子发票' },
  { promotionId: 'health-home', tenant: 'health', mode: 'simulate', theft: '12000', theftShown: '1.2万元', invoice: '增值税专用发票' },
];

for (const walk of HOME) {
  test(`home (${walk.promotionId}, ${walk.mode}): third-party liability, theft ${walk.theft}, ${walk.invoice}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const name = walk.promotionId;
    await page.goto(promotionLink(walk.promotionId, walk.tenant, walk.mode));
    let premium = await premiumFen(page);
    const tabs = page.locator('[data-component="planTabs"]');
    await tabs.getByText('居家第三者责任').click();
    premium = await premiumChangedFrom(page, premium);
    await tabs.getByText('盗抢损失').click();
    premium = await premiumChangedFrom(page, premium);
    const theft = tabs.getByRole('textbox', { name: '盗抢损失保额' });
    await theft.fill(walk.theft);
    await theft.blur();
    premium = await premiumChangedFrom(page, premium);
    await expect(theft).toHaveValue(walk.theft);
    const shown = await premiumText(page);
    test.info().annotations.push({ type: 'page 1 premium', description: `${shown} (${premium} fen)` });
    await shot(page, `${name}-1-chosen`);
    await forward(page, '立即投保');
    await expect(page).toHaveTitle('填写投保信息');

    const phone = await fillHomeHolder(page);
    await fillInvoice(page, walk.invoice, phone);
    await page.getByText('我已阅读并同意').click();
    await enterSmsCode(page, request, phone, walk.tenant);
    await shot(page, `${name}-2-filled`);
    await forward(page, '下一步');
    await expect(page).toHaveTitle('确认投保信息');

    // Five liabilities: house, contents, pipes, third party and theft.
    const expected: Expected = { dueFen: walk.mode === 'live' ? premium : 5 * MOCK_LIABILITY_FEN, rows: { 保障期间: '1年' } };
    const review = page.locator('[data-component="orderConfirm"]');
    await expect(summaryRow(review, '盗抢损失')).toContainText(walk.theftShown);
    await expect(summaryRow(review, '居家第三者责任')).toContainText('20万元');
    await expect(page.locator('[data-component="invoiceConfirm"]')).toContainText(walk.invoice);
    await expectConfirm(page, name, expected);
    await enterBankCard(page);
    await forward(page, '确认并支付');
    await pay(page, name, walk.mode, expected.dueFen);
    await expectResultAndDetail(page, name, expected);
    expect(errors).toEqual([]);
    await expectResultAccessible(page, name);
  });
}

// ---------------------------------------------------------------------------------------------------
// Company (企业关键人员): other periods and sum insured, the accident rider on one.

const KEYMAN = [
  { promotionId: 'ba-keyman', tenant: 'ba', mode: 'live', cover: '20年', payment: '10年交', sum: '150万元', rider: false },
  { promotionId: 'health-keyman', tenant: 'health', mode: 'simulate', cover: '10年', payment: '5年交', sum: '200万元', rider: true },
] as const;

for (const walk of KEYMAN) {
  test(`company key person (${walk.promotionId}, ${walk.mode}): ${walk.cover} + ${walk.payment}, ${walk.sum}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    const name = walk.promotionId;
    await page.goto(promotionLink(walk.promotionId, walk.tenant, walk.mode));
    await chooseInsured(page, ['1982', '9', '1'], '男');
    const periods = page.locator('[data-component="trailCommonModule"]');
    await periods.getByText(walk.cover, { exact: true }).click();
    await periods.getByText(walk.payment, { exact: true }).click();
    let premium = await premiumFen(page);
    const tabs = page.locator('[data-component="planTabs"]');
    await tabs.getByText(walk.sum, { exact: true }).click();
    premium = await premiumChangedFrom(page, premium);
    if (walk.rider) {
      await tabs.getByText('意外身故或伤残保险金').click();
      premium = await premiumChangedFrom(page, premium);
    }
    const shown = await premiumText(page);
    test.info().annotations.push({ type: 'page 1 premium', description: `${shown} (${premium} fen)` });
    await shot(page, `${name}-1-chosen`);
    await forward(page, '立即投保');
    await expect(page).toHaveTitle('填写投保信息');

    const company = page.locator('[data-component="policyHolderModule"]');
    await type(company, '单位名称', '深圳市启航软件有限公司');
    await type(company, '证件号码', '91440300MA5FABCD2K');
    await type(company, '联系人', '何婷');
    const phone = freshPhone('136');
    await type(company, '联系人手机', phone);
    await pick(company, '单位所在地区', ['广东省', '深圳市', '南山区']);
    await type(company, '单位地址', '科技园南区高新南一道9号');
    const insured = page.locator('[data-component="insuredModule"]');
    await type(insured, '姓名', '孙伟');
    await type(insured, '证件号码', idNumber('19820901', '031'));
    await row(insured, '证件有效期至').getByRole('button', { name: '长期' }).click();
    await type(insured, '手机号码', '13788886667');
    await pick(insured, '职业', OCCUPATION);
    await answerAllNo(page.locator('[data-component="yesNoNotice"]'));
    await agreeVerifyAndGoOn(page, request, phone, walk.tenant, `${name}-2-filled`);

    await readImportantNotice(page);
    const expected: Expected = {
      dueFen: walk.mode === 'live' ? premium : (walk.rider ? 2 : 1) * MOCK_LIABILITY_FEN,
      rows: { 保障期间: walk.cover, 缴费期间: walk.payment.replace('交', ''), 保额: walk.sum.replace('元', '') },
    };
    await expectConfirm(page, name, expected);
    await signRow(page, '经办人签名', '确认投保信息');
    await enterBankCard(page);
    await forward(page, '确认并支付');
    await pay(page, name, walk.mode, expected.dueFen);
    await expectResultAndDetail(page, name, expected);
    expect(errors).toEqual([]);
    await expectResultAccessible(page, name);
  });
}

