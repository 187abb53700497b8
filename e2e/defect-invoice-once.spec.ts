import { expect, test, type Page } from '@playwright/test';

// The 02 invoice asked once, through to the confirmation and the submitted order, is walked in
// journey-home.spec.ts; here the control case: an invoice that is not mailed asks in its own block.

/** Page 1 of the property product: the cover priced with its defaults, then 立即投保. */
async function openInfoPage(page: Page) {
  await page.goto('/h?promotionId=health-home&from=health');
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await page.getByRole('toolbar').getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
}

test('a 单位电子发票 (01), which is not mailed, still asks its receiver and phone in the invoice block', async ({ page }) => {
  await openInfoPage(page);
  const invoice = page.locator('[data-component="invoiceBlock"]');
  await invoice.getByText('单位电子发票').click();
  await expect(page.locator('[data-component="sendAddressBlock"] .adm-list-item')).toHaveCount(0);
  await expect(invoice.locator('.adm-list-item', { hasText: '收件人' })).toHaveCount(1);
  await expect(invoice.locator('.adm-list-item', { hasText: '联系电话' })).toHaveCount(1);
});
