import { expect, test, type Locator, type Page } from '@playwright/test';

/** The row of one person of the notification list, by the role tag and name it shows. */
const person = (scope: Locator | Page, name: string) => scope.locator('div', { has: scope.locator('.adm-checkbox') }).filter({ hasText: name }).last();
const checkbox = (row: Locator) => row.locator('.adm-checkbox').first();

test('nobody whose health notice is 待完成 shows a tick on /healthNotification', async ({ page }) => {
  await page.goto('/healthNotification?promotionId=health-baiwan&from=health');
  const holderRow = person(page, '投保人');
  const insuredRow = person(page, '被保人1');
  await expect(holderRow).toContainText('待完成');
  await expect(insuredRow).toContainText('待完成');
  // Still in the purchase (the half-checked dot), but not done: no tick.
  for (const row of [holderRow, insuredRow]) {
    await expect(checkbox(row)).not.toHaveClass(/adm-checkbox-checked/);
    await expect(checkbox(row)).toHaveClass(/adm-checkbox-indeterminate/);
  }
  await page.screenshot({ path: test.info().outputPath('notification-pending.png') });
});

test('a person ticks once the notice is met; one still pending keeps the half-checked dot, and can be left out', async ({ page }) => {
  // The holder's notice answered on the information page, as a buyer does it.
  await page.goto('/h?promotionId=health-baiwan&from=health&page=2&planId=P-HEALTH-BASIC');
  const notices = page.locator('[data-component="healthNotificationListModule"]');
  await notices.locator('div', { hasText: '投保人' }).getByRole('button', { name: '去填写' }).last().click();
  const sheet = page.locator('.adm-popup-body:visible').last();
  const answers = sheet.locator('.adm-radio', { hasText: /^否$/ });
  await expect(answers.first()).toBeVisible();
  for (const answer of await answers.all()) await answer.click();
  await sheet.getByRole('button', { name: '以上皆否' }).click();
  await expect(sheet).toBeHidden();
  await expect(notices.getByText('符合要求')).toHaveCount(1);

  await page.goto('/healthNotification?promotionId=health-baiwan&from=health');
  const holderRow = person(page, '投保人');
  const insuredRow = person(page, '被保人1');
  await expect(holderRow).toContainText('符合要求');
  await expect(checkbox(holderRow)).toHaveClass(/adm-checkbox-checked/);
  await expect(insuredRow).toContainText('待完成');
  await expect(checkbox(insuredRow)).not.toHaveClass(/adm-checkbox-checked/);
  await expect(checkbox(insuredRow)).toHaveClass(/adm-checkbox-indeterminate/);
  await page.screenshot({ path: test.info().outputPath('notification-mixed.png') });
  // Unticking the pending insured leaves them out (an empty box); 下一步 then asks for an insured.
  await checkbox(insuredRow).click();
  await expect(checkbox(insuredRow)).not.toHaveClass(/adm-checkbox-indeterminate|adm-checkbox-checked/);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请至少选择一个被保人')).toBeVisible();
});
