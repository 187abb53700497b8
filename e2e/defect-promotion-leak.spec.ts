import { expect, test, type Page } from '@playwright/test';
import { pickWheels } from './pick-wheel';

const BIRTHDAY = '1990-06-15';
const insuredBirthday = (page: Page) => page.locator('[data-component="insuredElementModule"] .adm-list-item', { hasText: '出生日期' }).first();
/** Everything the tab keeps: session storage whole, and local storage's kept choices. */
const kept = (page: Page) =>
  page.evaluate(() => ({
    session: Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])),
    local: Object.fromEntries(Object.keys(localStorage).filter((key) => key.startsWith('KEPT_CHOICE:')).map((key) => [key, localStorage.getItem(key) ?? ''])),
  }));

test('one promotion\'s state does not leak into another opened in the same tab', async ({ page }) => {
  // health-baiwan: the insured's birthday picked on page 1, kept for this promotion (a reload keeps it).
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await page.getByText('请选择被保人出生日期').first().click();
  await pickWheels(page, ['1990', '6', '15']);
  await expect(insuredBirthday(page)).toContainText(BIRTHDAY);
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await page.reload();
  await expect(insuredBirthday(page)).toContainText(BIRTHDAY);

  // health-life in the same tab: its own insured birthday is still to be chosen.
  await page.goto('/h?promotionId=health-life&from=health');
  await expect(page.getByText('选择保额')).toBeVisible();
  await expect(page.getByText('请选择被保人出生日期').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(BIRTHDAY);
  const onLife = await kept(page);
  expect(JSON.stringify(onLife.session)).not.toContain(BIRTHDAY);
  expect(JSON.stringify(onLife.session)).not.toContain('P-HEALTH-');
  // Page 2 of life opened from there: no holder or insured data of the other promotion either.
  await page.goto('/h?promotionId=health-life&from=health&page=2');
  await expect(page.locator('[data-component="policyHolderModule"]')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(BIRTHDAY);

  // health-home in the same tab, then life again: life's kept choice is life's own plan, or none.
  await page.goto('/h?promotionId=health-home&from=health');
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  const lifeKey = 'KEPT_CHOICE:health:health-life';
  const beforeLife = (await kept(page)).local[lifeKey];
  await page.goto('/h?promotionId=health-life&from=health');
  await expect(page.getByText('选择保额')).toBeVisible();
  // The reopened page writes its choice once the store's debounce has passed (a new expiry each time).
  await expect.poll(async () => (await kept(page)).local[lifeKey]).not.toBe(beforeLife);
  const afterHome = await kept(page);
  for (const [key, value] of Object.entries({ ...afterHome.session, ...afterHome.local })) {
    if (key.includes('health-life') || ['PLAN', 'STATE', 'ORDER_DATA', 'TRIAL_DATA', 'TRIAL_RET'].includes(key)) expect(value, key).not.toContain('P-PROP-STD');
  }
  expect(afterHome.session.KEPT_CHOICE ?? '').not.toContain('P-PROP-STD');
  expect(JSON.parse(afterHome.local[lifeKey] ?? '{}')).toMatchObject({ value: { goodsId: 'G-LIFE-001', planId: 'P-LIFE-STD' } });
  await expect(page.locator('body')).not.toContainText(BIRTHDAY);
  await page.screenshot({ path: test.info().outputPath('life-after-other-promotions.png'), fullPage: true });
});
