import { expect, type Page } from '@playwright/test';
import { promotionLink, type FlowMode } from './buyer-steps';
import { pickWheels } from './pick-wheel';

/**
 * Page 1 of a seeded medical product (health-baiwan unless told) as a buyer passes it: the insured's birthday turned on the
 * wheels (the first plan stays chosen), the premium shown, then 立即投保 to the information page.
 */
export async function passTrialPage(
  page: Page,
  birthday: readonly [year: string, month: string, day: string],
  beforeLeaving?: () => Promise<void>,
  promotion: { readonly promotionId: string; readonly tenant: string; readonly mode?: FlowMode } = { promotionId: 'health-baiwan', tenant: 'health' },
): Promise<void> {
  await page.goto(promotionLink(promotion.promotionId, promotion.tenant, promotion.mode));
  await expect(page.getByText('选择方案')).toBeVisible();
  await page.getByText('请选择被保人出生日期').first().click();
  await pickWheels(page, birthday);
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await beforeLeaving?.();
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
}
