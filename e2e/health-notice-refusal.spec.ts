import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { passTrialPage } from './health-flow';
import { pickWheels } from './pick-wheel';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Opens the insured's notice on the information page and answers it: 是 for `yes`, 否 for the rest. */
async function answerInsuredNotice(page: Page, yes: readonly string[]): Promise<Locator> {
  await passTrialPage(page, ['1985', '3', '8']);
  const notices = page.locator('[data-component="healthNotificationListModule"]');
  await notices.locator('div', { hasText: '被保人' }).getByRole('button', { name: '去填写' }).last().click();
  const sheet = page.locator('.adm-popup-body:visible').last();
  const questions = sheet.getByRole('listitem');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) {
    const text = await question.innerText();
    const answer = yes.some((words) => text.includes(words)) ? '是' : '否';
    await question.locator('.adm-radio', { hasText: new RegExp(`^${answer}$`) }).click();
  }
  return sheet;
}

test.describe.configure({ timeout: 120_000 });

test('a buyer whose insured has been in hospital is refused, and may go back to change the answers', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const sheet = await answerInsuredNotice(page, ['住院治疗']);
  await shot(page, 'refusal-answers');
  await sheet.getByRole('button', { name: '部分为是' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '核保失败' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('您的健康告知不符合投保标准，无法购买本产品')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '看看其他产品' })).toBeVisible();
  await shot(page, 'refusal-dialog');
  await dialog.getByRole('button', { name: '返回修改' }).click();
  await expect(dialog).toBeHidden();
  // Back to the answers, as given; the buyer leaves the notice without changing them.
  await expect(sheet.locator('.adm-radio-checked', { hasText: /^是$/ })).toHaveCount(1);
  await page.locator('.adm-mask:visible').last().click({ position: { x: 20, y: 20 } });
  await expect(sheet).toBeHidden();
  const notices = page.locator('[data-component="healthNotificationListModule"]');
  await expect(notices.getByText('符合要求', { exact: true })).toHaveCount(0);
  // The page does not let the buyer on with a refused notice.
  await page.getByRole('toolbar').getByRole('button', { name: '下一步' }).click();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await shot(page, 'refusal-stays');
  expect(errors).toEqual([]);
});

test('a buyer with controlled high blood pressure passes smart underwriting and carries on', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const sheet = await answerInsuredNotice(page, ['高血压']);
  await sheet.getByRole('button', { name: '部分为是' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '智能核保' });
  await expect(dialog).toBeVisible();
  await shot(page, 'smart-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/healthnotify\//);

  // Round 1: the disease, found by typing part of its name.
  await page.getByPlaceholder('请输入疾病名称搜索').fill('高血');
  await expect(page.getByText('甲状腺结节')).toBeHidden();
  await page.getByText('高血压', { exact: true }).click();
  await shot(page, 'smart-1-disease');
  await page.getByRole('button', { name: '提交' }).click();

  // Round 2: the blood pressure, typed.
  await expect(page.getByText('近3个月内测量的最高收缩压')).toBeVisible();
  await page.getByPlaceholder('请输入').fill('150');
  await shot(page, 'smart-2-pressure');
  await page.getByRole('button', { name: '提交' }).click();

  // Round 3: other diseases, several may be ticked.
  await expect(page.getByText('是否伴有以下疾病或异常')).toBeVisible();
  await page.getByText('以上均无', { exact: true }).click();
  await page.getByRole('button', { name: '提交' }).click();

  // Round 4: the treatment, one choice from a list.
  await expect(page.getByText('目前降压治疗的情况是')).toBeVisible();
  await page.getByRole('button', { name: /请选择/ }).click();
  await pickWheels(page, ['规律服用1种降压药']);
  await expect(page.getByRole('button', { name: /规律服用1种降压药/ })).toBeVisible();
  await shot(page, 'smart-4-treatment');
  await page.getByRole('button', { name: '提交' }).click();

  // The answers to confirm, then the verdict, then back to the information page.
  await expect(page.getByText('请确认您的回答')).toBeVisible();
  await expect(page.getByText('规律服用1种降压药')).toBeVisible();
  await shot(page, 'smart-5-confirm');
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('智能核保通过').first()).toBeVisible();
  await shot(page, 'smart-6-result');
  await page.getByRole('button', { name: '查看核保结论' }).click();
  await expect(page).toHaveTitle('核保结论');
  await expect(page.getByText('根据您的回答，被保险人符合本产品的投保要求，可继续投保')).toBeVisible();
  await shot(page, 'smart-7-conclusion');
  await page.getByRole('button', { name: '返回投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
  const notices = page.locator('[data-component="healthNotificationListModule"]');
  await expect(notices.locator('div', { hasText: '被保人' }).getByText('符合要求').last()).toBeVisible();
  await shot(page, 'smart-8-back');
  expect(errors).toEqual([]);
});
