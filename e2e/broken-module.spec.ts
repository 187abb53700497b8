import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** The built file of a block's lazily loaded chunk, from the build manifest of the app under test. */
function chunkOf(source: string): string {
  const manifestPath = resolve(process.env.DIST_DIR ?? 'dist', '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in ${manifestPath}`);
  return entry.file;
}

const radio = (page: Page, text: string) => page.locator('label.adm-radio', { hasText: new RegExp(`^${text}$`) }).first();

/** The rest of page 1 still works: a plan, a factor, the trial price, and on to page 2. */
async function expectPageOneUsable(page: Page) {
  await expect(page.locator('[data-component="planSelector"]')).toBeVisible();
  await expect(page.locator('[data-component="insuredElementModule"]')).toBeVisible();
  await page.getByText('升级版', { exact: true }).first().click();
  await expect(page.getByRole('tab', { name: '升级版', selected: true }).first()).toBeVisible();
  await radio(page, '女').click();
  await expect(radio(page, '女')).toHaveClass(/adm-radio-checked/);
  await page.getByText('请选择被保人出生日期').first().click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.locator('[role="toolbar"]')).toContainText(/首月\s*¥?\s*\d/);
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-component="policyHolderModule"]')).toBeVisible();
  await expect(page.locator('.module-error')).toHaveCount(0);
}

test('a block whose code cannot be loaded shows its inline error, and the rest of the page works', async ({ page }) => {
  const chunk = chunkOf('runtime/blocks/display/faq-accordion.tsx');
  await page.route(`**/${chunk}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/h?promotionId=health-baiwan&from=health');

  const broken = page.locator('[data-component="faqAccordion"] .module-error');
  await expect(broken).toBeVisible();
  await expect(broken).toContainText('「常见问题」出错了');
  await expect(broken).toContainText('糟糕。。。出错了。。。');
  await expect(page.locator('.module-error')).toHaveCount(1);
  await expect(page.locator('[data-component="claimFlowIntro"]')).toContainText('理赔');
  await broken.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('chunk-failed.png') });

  await page.unroute(`**/${chunk}`);
  await expectPageOneUsable(page);
});

test('a block that throws while rendering shows its inline error, and the rest of the page works', async ({ page }) => {
  const chunk = chunkOf('runtime/blocks/display/claim-flow-intro.tsx');
  await page.route(`**/${chunk}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      // A block that trips over data it did not expect, as a bug in one block would.
      body: 'export default function ClaimFlowIntro(props) { return props.attrs.missing.map((step) => step.title); }',
    }),
  );
  await page.goto('/h?promotionId=health-baiwan&from=health');

  const broken = page.locator('[data-component="claimFlowIntro"] .module-error');
  await expect(broken).toBeVisible();
  await expect(broken).toContainText('「理赔流程」出错了');
  await expect(page.locator('.module-error')).toHaveCount(1);
  await expect(page.locator('[data-component="faqAccordion"]')).toContainText('哪些人可以投保？');
  await broken.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('render-threw.png') });

  await expectPageOneUsable(page);
});

test('a block whose code is lost once on the way still loads, without an error', async ({ page }) => {
  const chunk = chunkOf('runtime/blocks/display/faq-accordion.tsx');
  let requests = 0;
  await page.route(`**/${chunk}`, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/h?promotionId=health-baiwan&from=health');
  await expect(page.locator('[data-component="faqAccordion"]')).toContainText('哪些人可以投保？');
  await expect(page.locator('.module-error')).toHaveCount(0);
  expect(requests).toBe(2);
  await page.locator('[data-component="faqAccordion"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('chunk-retried.png') });
});
