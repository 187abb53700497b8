import { expect, test, type Page } from '@playwright/test';
import { idCardCheckChar } from '../shared/identity/id-card-check-char';

/** A resident ID number with a correct GB 11643 check character: born 1990-03-07, male. */
const HOLDER_ID = `11010519900307123${idCardCheckChar('11010519900307123')}`;
/** The spouse: born 1992-08-15, female. */
const SPOUSE_ID = `11010819920815002${idCardCheckChar('11010819920815002')}`;

const radio = (page: Page, text: string) => page.locator('label.adm-radio', { hasText: new RegExp(`^${text}$`) }).first();
const holder = (page: Page) => page.locator('[data-component="policyHolderModule"]');
const insured = (page: Page) => page.locator('[data-component="insuredModule"]');
const row = (scope: ReturnType<typeof holder>, label: string) => scope.locator('.adm-list-item', { hasText: label }).first();
const input = (scope: ReturnType<typeof holder>, label: string) => row(scope, label).locator('input').first();

async function confirmPicker(page: Page) {
  // Closed pickers stay in the page, hidden: only the open one counts.
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await expect(page.locator('.adm-picker:visible')).toHaveCount(0);
}

/** Everything the buyer filled on page 2, as they see it. */
async function expectInfoPageFilled(page: Page) {
  await expect(input(holder(page), '姓名')).toHaveValue('张三');
  await expect(input(holder(page), '证件号码')).toHaveValue(HOLDER_ID);
  await expect(input(holder(page), '手机号码')).toHaveValue('13912345678');
  await expect(input(holder(page), '电子邮箱')).toHaveValue('zhangsan@example.com');
  await expect(row(holder(page), '所在地区')).toContainText('北京市');
  await expect(input(holder(page), '详细地址')).toHaveValue('朝阳路88号3单元501');
  await expect(row(insured(page), '与投保人关系')).toContainText('配偶');
  await expect(input(insured(page), '姓名')).toHaveValue('李梅');
  await expect(input(insured(page), '证件号码')).toHaveValue(SPOUSE_ID);
  await expect(page.locator('[data-component="clauseAgreement"] .adm-checkbox')).toHaveClass(/adm-checkbox-checked/);
}

test('a reload on the information page keeps everything the buyer typed and chose', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health&page=2');
  await expect(holder(page)).toBeVisible();

  await input(holder(page), '姓名').fill('张三');
  await input(holder(page), '证件号码').fill(HOLDER_ID);
  await input(holder(page), '手机号码').fill('13912345678');
  await input(holder(page), '电子邮箱').fill('zhangsan@example.com');
  await row(holder(page), '所在地区').click();
  await confirmPicker(page);
  await input(holder(page), '详细地址').fill('朝阳路88号3单元501');

  await row(insured(page), '与投保人关系').click();
  // The wheel's screen-reader step button (the wheel itself only follows touch drags): 本人 -> 配偶.
  await page.getByRole('button', { name: '选择下一项：配偶' }).dispatchEvent('click');
  await expect(page.getByRole('button', { name: '当前选择的是：配偶' })).toBeAttached();
  await confirmPicker(page);
  await input(insured(page), '姓名').fill('李梅');
  await input(insured(page), '证件号码').fill(SPOUSE_ID);
  await page.locator('[data-component="clauseAgreement"] .adm-checkbox').first().click();
  await expectInfoPageFilled(page);

  await page.reload();
  await expect(holder(page)).toBeVisible();
  await expectInfoPageFilled(page);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await page.screenshot({ path: test.info().outputPath('info-after-reload.png'), fullPage: true });
});

test('after moving on to page 2 a reload stays there, and page 1 still shows the choices made', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await page.getByText('升级版', { exact: true }).first().click();
  await radio(page, '女').click();
  await radio(page, '无社保').click();
  await page.getByText('按年缴', { exact: true }).click();
  await page.getByText('请选择被保人出生日期').first().click();
  await confirmPicker(page);
  const birthdayRow = page.locator('[data-component="insuredElementModule"] .adm-list-item', { hasText: '出生日期' }).first();
  // The row shows the date once the picker's choice is applied, which may be after the picker closes.
  await expect(birthdayRow).toContainText(/\d{4}-\d{2}-\d{2}/);
  const birthday = (await birthdayRow.innerText()).match(/\d{4}-\d{2}-\d{2}/)?.[0];
  expect(birthday).toBeTruthy();
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/page=2/);
  await input(holder(page), '姓名').fill('张三');

  await page.reload();
  await expect(holder(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect(input(holder(page), '姓名')).toHaveValue('张三');
  // Page 1's choices are still in effect: the yearly premium of the upgraded plan prices the order.
  await expect(page.locator('[role="toolbar"]')).toContainText(/\d/);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('tab', { name: '升级版', selected: true }).first()).toBeVisible();
  await expect(radio(page, '女')).toHaveClass(/adm-radio-checked/);
  await expect(radio(page, '无社保')).toHaveClass(/adm-radio-checked/);
  await expect(page.locator('[data-component="paymentPlan"] [aria-selected="true"]')).toContainText('按年缴');
  await expect(page.locator('[data-component="insuredElementModule"]')).toContainText(birthday ?? 'no birthday');
  await page.screenshot({ path: test.info().outputPath('trial-after-reload-and-back.png'), fullPage: true });
});

test('data an older page left in the session in another shape does not break the page', async ({ page }) => {
  // What a previous release, or something else under the same keys, might have left behind.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('E2E_SEEDED')) return;
    sessionStorage.setItem('E2E_SEEDED', '1');
    sessionStorage.setItem('STATE', 'null');
    sessionStorage.setItem('ORDER_DATA', '"policyHolder"');
    sessionStorage.setItem('SMS_VERIFIED', '{"13912345678":true}');
    sessionStorage.setItem('TRIAL_RET', '{not json');
  });
  await page.goto('/h?promotionId=health-baiwan&from=health&page=2');
  await expect(holder(page)).toBeVisible();
  await expect(page.getByText('出错了', { exact: true })).toHaveCount(0);
  await input(holder(page), '姓名').fill('张三');
  await page.locator('[data-component="clauseAgreement"] .adm-checkbox').first().click();
  await page.reload();
  await expect(input(holder(page), '姓名')).toHaveValue('张三');
  await expect(page.locator('[data-component="clauseAgreement"] .adm-checkbox')).toHaveClass(/adm-checkbox-checked/);
  await page.screenshot({ path: test.info().outputPath('odd-session-data.png') });
});
