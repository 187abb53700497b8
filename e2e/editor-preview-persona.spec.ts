import { expect, test, type FrameLocator, type Page, type Request } from '@playwright/test';
import { API_CALLS } from '../schema/api';
import { allowedInPreview } from '../runtime/preview/preview-call-policy';
import { signInPage } from './editor-accounts';
import { freshPhone, type } from './buyer-steps';
import { expectFirstPreview, previewFrame } from './preview-frame';

/** Paths of every call that would change server data (orders, drafts, codes, uploads, payment). */
const WRITE_PATHS = API_CALLS.filter((call) => !allowedInPreview(call.name)).map((call) => `/api${call.path}`);

/** The address path of a call of the contract. */
const pathOf = (name: (typeof API_CALLS)[number]['name']): string => `/api${API_CALLS.find((call) => call.name === name)?.path ?? ''}`;

/** The API paths the preview frame asked, recorded from the start. */
function recordPreviewCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.frame().url().includes('mode=preview')) paths.push(url.pathname);
  });
  return paths;
}

/** Signs tenant health's operator in, opens a seeded template in the workspace and waits for its preview's page. */
async function openTemplate(page: Page, baseURL: string | undefined, templateId: string, firstModule: string): Promise<FrameLocator> {
  await signInPage(page, baseURL ?? '', 'health', 'operator');
  await page.goto(`/editor/#/templates/${templateId}`);
  const frame = previewFrame(page);
  await expectFirstPreview(frame.locator(`[data-module-id="${firstModule}"]`));
  return frame;
}

/** The premium a module of the preview shows, in fen, once it shows one with two decimals. */
async function shownFen(frame: FrameLocator, moduleId: string): Promise<number> {
  const premium = frame.locator(`[data-module-id="${moduleId}"]`);
  await expect(premium).toContainText(/\d+\.\d{2}元/, { timeout: 20_000 });
  const match = /(\d+)\.(\d{2})元/.exec((await premium.innerText()).replace(/,/g, ''));
  if (!match) throw new Error('no premium shown');
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Waits until the module shows a premium other than `before`; returns it. */
async function fenChangedFrom(frame: FrameLocator, moduleId: string, before: number): Promise<number> {
  let after = before;
  await expect(async () => {
    after = await shownFen(frame, moduleId);
    expect(after).not.toBe(before);
  }).toPass({ timeout: 20_000 });
  return after;
}

/** Picks a persona preset in the canvas toolbar: one click on the list, one on the preset. */
async function choosePreset(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: '预览身份' }).click();
  await page.getByTitle(name, { exact: true }).click();
}

/** What the persona control shows as chosen (the select's shown label, not its search input). */
const shownPersona = (page: Page) => page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '预览身份' }) });

/** Opens 自定义, lets `fill` set the form's fields, and applies. */
async function customPersona(page: Page, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: '自定义' }).click();
  const form = page.getByRole('form', { name: '编辑预览身份' });
  await expect(form).toBeVisible();
  await fill(form);
  await form.getByRole('button', { name: '应用' }).click();
  await expect(form).toBeHidden();
}

test.describe('the preview as a persona', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  // Each test prices three personas and opens the preview cold: more than an editor edit takes.
  test.slow();

  test('medical insurance: a real premium for the persona, another for an older insured and another plan, and nothing written', async ({ page, baseURL, request }) => {
    const calls = recordPreviewCalls(page);
    const frame = await openTemplate(page, baseURL, 'tpl-health-baiwan', 'trial-premium');

    // The preview starts as a 30-year-old in a browser: the birthday is filled, the premium is real.
    await expect(frame.locator('[data-module-id="trial-insured-birthday"]')).toContainText(/\d{4}-\d{2}-\d{2}/);
    const adult = await shownFen(frame, 'trial-premium');
    expect(adult).toBeGreaterThan(0);
    await expect(shownPersona(page)).toHaveText('成年男性（30岁）');

    // One pick: a 50-year-old costs more; his birthday is 50 years back.
    await choosePreset(page, '中年男性（50岁）');
    const older = await fenChangedFrom(frame, 'trial-premium', adult);
    expect(older).toBeGreaterThan(adult);
    const thisYear = await frame.locator('body').evaluate(() => new Date().getFullYear());
    await expect(frame.locator('[data-module-id="trial-insured-birthday"]')).toContainText(`${thisYear - 50}-`);

    // A persona of one's own: the same man on the upgraded plan, which the preview selects and prices.
    await customPersona(page, async (form) => {
      await form.getByLabel('方案').click();
      await page.getByTitle('升级版', { exact: true }).click();
    });
    await expect(shownPersona(page)).toHaveText(/自定义：50岁男 · 浏览器 · 升级版/);
    // Its first month is the plan's promotional 1.00 元, what the order charges; from the next month
    // on its instalment costs more than the basic plan's.
    const upgraded = await fenChangedFrom(frame, 'trial-premium', older);
    expect(upgraded).toBe(100);
    const amounts = [...(await frame.locator('[data-module-id="trial-premium"]').innerText()).replace(/,/g, '').matchAll(/(\d+)\.(\d{2})元/g)].map((match) => Number(match[1]) * 100 + Number(match[2]));
    expect(amounts[1]).toBeGreaterThan(older);
    await expect(frame.locator('[data-module-id="trial-plans"]').getByRole('tab', { selected: true })).toHaveText('升级版');

    // Going on in the preview confirms nothing with the server; asking for a code sends none.
    await frame.getByRole('button', { name: '立即投保' }).click();
    await expect(frame.locator('[data-module-id="info-sms-code"]')).toBeVisible();
    const phone = freshPhone();
    await type(frame.locator('[data-component="policyHolderModule"]'), '手机号码', phone);
    await frame.getByRole('button', { name: '获取验证码' }).click();
    await expect(frame.getByText('预览中不会保存订单、发送短信、上传或支付')).toBeVisible();
    const outbox = await request.get(`/api/dev/sms-outbox?phone=${phone}`, { headers: { 'x-tenant-code': 'health' } });
    expect((await outbox.json()).result).toEqual([]);
    const flow = await frame.locator('body').evaluate(() => JSON.parse(sessionStorage.getItem('STATE') ?? '{}') as { orderNo?: string });
    expect(flow.orderNo).toBeUndefined();
    expect(calls).toContain(pathOf('getPremium'));
    expect(calls.filter((path) => WRITE_PATHS.includes(path))).toEqual([]);
  });

  test('term life: the premium and the benefit illustration follow the persona\'s age and sum insured', async ({ page, baseURL }) => {
    const calls = recordPreviewCalls(page);
    const frame = await openTemplate(page, baseURL, 'tpl-health-life', 'product-premium');
    const adult = await shownFen(frame, 'product-premium');
    const table = frame.locator('[data-module-id="product-benefit-table"]');
    await expect(table).toContainText(/\d/);
    await expect(table).not.toContainText('填写被保人出生日期后即可查看利益演示');
    const adultTable = await table.innerText();

    await customPersona(page, async (form) => {
      await form.getByLabel('被保人年龄').fill('45');
      await form.getByLabel('保额').fill('50');
      await form.locator('label').filter({ hasText: /^微信$/ }).click();
      await expect(form.getByRole('radio', { name: '微信' })).toBeChecked();
    });
    await expect(shownPersona(page)).toHaveText(/自定义：45岁男 · 微信/);
    const older = await fenChangedFrom(frame, 'product-premium', adult);
    expect(older).toBeGreaterThan(adult);
    // The 50万元 cover is the one chosen in the plan tabs, and the illustration is recomputed.
    await expect(frame.locator('[data-module-id="product-plan-tabs"]')).toContainText('50万元');
    await expect.poll(() => table.innerText(), { timeout: 20_000 }).not.toBe(adultTable);
    expect(calls).toContain(pathOf('benefitCalculate'));
    expect(calls.filter((path) => WRITE_PATHS.includes(path))).toEqual([]);
  });
});
