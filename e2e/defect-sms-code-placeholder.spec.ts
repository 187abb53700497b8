import { expect, test, type Locator } from '@playwright/test';
import { freshPhone, type } from './buyer-steps';

// The default phone of the suite is 375 px wide; the placeholder was cut to 请输入6位验证 at exactly that width.
test.use({ viewport: { width: 375, height: 667 } });

const LIFE_INFO_PAGE = '/h?promotionId=health-life&from=health&page=2&planId=P-LIFE-STD';

/** How much wider `text` is, in the input's font, than the input's text box (negative: room to spare). */
function overflow(input: Locator, text?: string): Promise<number> {
  return input.evaluate((node: HTMLInputElement, shown) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(shown ?? node.placeholder).width - room;
  }, text);
}

test('the SMS code placeholder shows whole at 375 px beside 获取验证码 and beside the resend countdown', async ({ page }) => {
  await page.goto(LIFE_INFO_PAGE);
  const row = page.locator('[data-component="smsValidateCode"]');
  const input = row.locator('input');
  // The seeded template's own placeholder; the block's default (the spec's 请输入验证码) is shorter.
  await expect(input).toHaveAttribute('placeholder', '请输入6位验证码');
  await expect(row.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await expect.poll(() => overflow(input)).toBeLessThanOrEqual(0);
  expect(await overflow(input, '请输入验证码')).toBeLessThanOrEqual(0);
  await row.screenshot({ path: test.info().outputPath('sms-code-row.png') });

  await type(page.locator('[data-component="policyHolderModule"]'), '手机号码', freshPhone('136'));
  await row.getByRole('button', { name: '获取验证码' }).click();
  await expect(row.getByRole('button', { name: /^\d+s后重发$/ })).toBeVisible();
  await expect.poll(() => overflow(input)).toBeLessThanOrEqual(0);
  await row.screenshot({ path: test.info().outputPath('sms-code-row-countdown.png') });
});
