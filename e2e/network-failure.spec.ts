import { expect, test, type Page } from '@playwright/test';
import { serveTemplateWithNextStep } from './next-step-template';

/** The calls a buyer's taps make on the first two pages of health-baiwan (schema/api/). */
const PREMIUM_TRIAL = '**/api/order/premiumCalculate/getPremium';
const PREMIUM_CALCULATE = '**/api/v1/insure/premiumCalculate';
const SEND_CODE = '**/api/v1/insure/sendValidateCode';
const NEXT_STEP = '**/api/v1/insure/nextStep';

/** Spec section 8: the default network failure text, and the one of sending an SMS code. */
const NETWORK_ERROR = '网络异常，请稍后重试';
const SEND_CODE_NETWORK_ERROR = '网络错误，请稍后重试';

const toast = (page: Page) => page.locator('.adm-toast-main');
const premium = (page: Page) => page.locator('[role="toolbar"]');
const radio = (page: Page, text: string) => page.locator('label.adm-radio', { hasText: new RegExp(`^${text}$`) }).first();

function holderInput(page: Page, label: string) {
  return page.locator('[data-component="policyHolderModule"] .adm-list-item', { hasText: label }).locator('input').first();
}

async function pickBirthday(page: Page) {
  await page.getByText('请选择被保人出生日期').first().click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
}

async function reachInfoPage(page: Page) {
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await pickBirthday(page);
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/page=2/);
}

test('the trial price on page 1 fails offline with the network text, and prices once the network is back', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await page.route(PREMIUM_TRIAL, (route) => route.abort('internetdisconnected'));
  await radio(page, '女').click();
  await pickBirthday(page);
  await expect(toast(page)).toHaveText(NETWORK_ERROR);
  await page.screenshot({ path: test.info().outputPath('trial-offline.png') });
  // No stale or invented price while offline, and the buyer's choices stay.
  await expect(premium(page)).not.toContainText(/\d/);
  await expect(radio(page, '女')).toHaveClass(/adm-radio-checked/);

  await page.unroute(PREMIUM_TRIAL);
  await radio(page, '无社保').click();
  await expect(premium(page)).toContainText(/首月\s*¥?\s*\d/);
  await expect(radio(page, '女')).toHaveClass(/adm-radio-checked/);
  await expect(page.getByText('请选择被保人出生日期')).toHaveCount(0);
});

test('a premium calculation that times out keeps what the buyer typed, and the next change prices it', async ({ page }) => {
  await reachInfoPage(page);
  await page.route(PREMIUM_CALCULATE, (route) => route.abort('timedout'));
  await holderInput(page, '姓名').fill('王小明');
  await expect(toast(page)).toHaveText(NETWORK_ERROR);
  await page.screenshot({ path: test.info().outputPath('calculate-timeout.png') });
  await expect(holderInput(page, '姓名')).toHaveValue('王小明');
  await expect(premium(page)).not.toContainText(/\d/);

  await page.unroute(PREMIUM_CALCULATE);
  await holderInput(page, '手机号码').fill('13912345678');
  await expect(premium(page)).toContainText(/首月\s*¥?\s*\d/);
  await expect(holderInput(page, '姓名')).toHaveValue('王小明');
  await expect(holderInput(page, '手机号码')).toHaveValue('13912345678');
});

test('a gateway error page instead of an answer is told as a network failure', async ({ page }) => {
  await reachInfoPage(page);
  await page.route(PREMIUM_CALCULATE, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }));
  await holderInput(page, '姓名').fill('赵六');
  await expect(toast(page)).toHaveText(NETWORK_ERROR);
  await page.screenshot({ path: test.info().outputPath('calculate-502.png') });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(holderInput(page, '姓名')).toHaveValue('赵六');
});

test('sending the SMS code offline says so in its own words, and a second tap sends it once back online', async ({ page }) => {
  await reachInfoPage(page);
  await holderInput(page, '手机号码').fill('13912345678');
  await page.route(SEND_CODE, (route) => route.abort('internetdisconnected'));
  const getCode = page.getByRole('button', { name: '获取验证码' });
  await getCode.click();
  await expect(toast(page)).toHaveText(SEND_CODE_NETWORK_ERROR);
  await page.screenshot({ path: test.info().outputPath('send-code-offline.png') });
  // Still offered: nothing was sent, so no countdown.
  await expect(getCode).toBeEnabled();

  await page.unroute(SEND_CODE);
  await expect(toast(page)).toHaveCount(0, { timeout: 4000 });
  await getCode.click();
  await expect(page.getByRole('button', { name: /\d+s后重发/ })).toBeDisabled();
  await expect(holderInput(page, '手机号码')).toHaveValue('13912345678');
});

test('confirming page 1 offline (nextStep) says so and stays; the same tap moves on once back online', async ({ page, request }) => {
  await serveTemplateWithNextStep(page, request);
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await radio(page, '女').click();
  await pickBirthday(page);
  await page.route(NEXT_STEP, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect(toast(page)).toHaveText(NETWORK_ERROR);
  await page.screenshot({ path: test.info().outputPath('next-step-offline.png') });
  expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
  await expect(radio(page, '女')).toHaveClass(/adm-radio-checked/);

  await page.unroute(NEXT_STEP);
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-component="policyHolderModule"]')).toBeVisible();
});
