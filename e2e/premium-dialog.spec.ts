import { expect, test, type Page } from '@playwright/test';
import { serveTemplateWithNextStep } from './next-step-template';
import { collectConsoleErrors } from './console-errors';

/** The premium calculation call (schema/api/premium-calculate.ts) under the API prefix. */
const PREMIUM_CALCULATE = '**/api/v1/insure/premiumCalculate';
const NEXT_STEP = '**/api/v1/insure/nextStep';

/**
 * On page 1 of health-baiwan the buyer picks the insured's birthday (the one trial factor without a
 * default) and goes on: page 1 of a health product only trial-prices, the premium calculation of
 * spec section 7 runs on page 2 as soon as the holder is known.
 */
async function reachInfoPage(page: Page) {
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await page.getByText('请选择被保人出生日期').first().click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/page=2/);
}

function holderInput(page: Page, label: string) {
  return page.locator('[data-component="policyHolderModule"] .adm-list-item', { hasText: label }).locator('input').first();
}

for (const code of [20000, 20019]) {
  test(`a premium calculation answered with code ${code} shows 温馨提示 with the server's words, and the page stays usable`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await reachInfoPage(page);
    const message = '被保人年龄不符合投保要求，请调整后重试';
    let calls = 0;
    await page.route(PREMIUM_CALCULATE, async (route) => {
      calls += 1;
      await route.fulfill({ status: 200, contentType: 'application/json', json: { success: false, code, message } });
    });

    await holderInput(page, '姓名').fill('张三');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.adm-dialog-title')).toHaveText('温馨提示');
    await expect(dialog).toContainText(message);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`reminder-${code}.png`) });
    expect(calls).toBe(1);

    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect(dialog).toBeHidden();
    // Nothing the buyer typed is lost, and the form still takes input.
    await expect(holderInput(page, '姓名')).toHaveValue('张三');
    await holderInput(page, '手机号码').fill('13912345678');
    await expect(holderInput(page, '手机号码')).toHaveValue('13912345678');

    // Once the server accepts again, the next change prices the order.
    await page.unroute(PREMIUM_CALCULATE);
    await holderInput(page, '姓名').fill('张三丰');
    await expect(page.locator('[role="toolbar"]')).toContainText(/首月\s*¥?\s*\d/);
    expect(errors.filter((error) => !error.includes('premiumCalculate'))).toEqual([]);
  });
}

test('any other refusal of the premium calculation is a toast of its message, not a dialog', async ({ page }) => {
  await reachInfoPage(page);
  const message = '所选方案暂不可售';
  await page.route(PREMIUM_CALCULATE, (route) => route.fulfill({ status: 200, contentType: 'application/json', json: { success: false, code: 40400, message } }));
  await holderInput(page, '姓名').fill('李四');
  await expect(page.locator('.adm-toast-main')).toHaveText(message);
  await page.screenshot({ path: test.info().outputPath('refusal-toast.png') });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(holderInput(page, '姓名')).toHaveValue('李四');
});

test('a page confirmation (nextStep) answered with 20000 shows 温馨提示 and keeps the buyer on the page', async ({ page, request }) => {
  await serveTemplateWithNextStep(page, request);
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await page.getByText('请选择被保人出生日期').first().click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  const birthdayRow = page.locator('[data-component="insuredElementModule"] .adm-list-item', { hasText: '出生日期' }).first();
  await expect(birthdayRow).toContainText(/\d{4}-\d{2}-\d{2}/);

  const message = '该产品今日投保人数已满，请明日再试';
  await page.route(NEXT_STEP, (route) => route.fulfill({ status: 200, contentType: 'application/json', json: { success: false, code: 20000, message } }));
  await page.getByRole('button', { name: '确认投保' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.adm-dialog-title')).toHaveText('温馨提示');
  await expect(dialog).toContainText(message);
  await page.screenshot({ path: test.info().outputPath('next-step-reminder.png') });
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
  await expect(birthdayRow).toContainText(/\d{4}-\d{2}-\d{2}/);

  // The server accepts the same order later: the same button moves on.
  await page.unroute(NEXT_STEP);
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-component="policyHolderModule"]')).toBeVisible();
});
