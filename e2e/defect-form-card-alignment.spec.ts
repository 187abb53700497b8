import { expect, test, type Locator } from '@playwright/test';

const BLOCKS = ['policyHolderModule', 'invoiceBlock', 'sendAddressBlock'] as const;

/** What the eye compares between two form blocks: the heading's type and place, the label column's place and width. */
async function looks(block: Locator) {
  const heading = await block.locator('h2').first().evaluate((node) => {
    const style = getComputedStyle(node);
    const header = getComputedStyle(node.parentElement!);
    return {
      text: node.textContent,
      left: node.getBoundingClientRect().left,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
      lineHeight: style.lineHeight,
      headerPadding: header.padding,
    };
  });
  const label = await block.locator('.adm-form-item-horizontal .adm-form-item-label').first().evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return { left: box.left, width: box.width, fontSize: style.fontSize, color: style.color };
  });
  const card = await block.evaluate((node) => {
    const box = node.firstElementChild!.getBoundingClientRect();
    return { left: box.left, width: box.width };
  });
  return { heading, label, card };
}

test('the invoice and mailing-address blocks have the policyholder block\'s heading and label column', async ({ page }) => {
  await page.goto('/h?promotionId=health-home&from=health');
  await expect(page.locator('[data-component="premiumDisplay"]')).toContainText(/\d+\.\d{2}/);
  await page.getByRole('toolbar').getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveTitle('填写投保信息');
  // A mailed invoice shows the mailing-address block.
  await page.locator('[data-component="invoiceBlock"]').getByText('增值税专用发票', { exact: true }).click();
  await expect(page.locator('[data-component="sendAddressBlock"] .adm-form-item-label').first()).toBeVisible();

  const [holder, invoice, address] = await Promise.all(BLOCKS.map((name) => looks(page.locator(`[data-component="${name}"]`))));
  expect(holder!.heading.text).toBe('投保人信息');
  expect(invoice!.heading.text).toBe('发票信息');
  expect(address!.heading.text).toBe('发票邮寄地址');
  for (const other of [invoice!, address!]) {
    expect({ ...other.heading, text: '' }).toEqual({ ...holder!.heading, text: '' });
    expect(other.label).toEqual(holder!.label);
    expect(other.card).toEqual(holder!.card);
  }
  for (const name of BLOCKS) await page.locator(`[data-component="${name}"]`).screenshot({ path: test.info().outputPath(`${name}.png`) });
});
