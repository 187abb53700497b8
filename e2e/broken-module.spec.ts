import { expect, test, type Page } from '@playwright/test';

const radio = (page: Page, text: string) => page.locator('label.adm-radio', { hasText: new RegExp(`^${text}$`) }).first();

test('blocks that trip over data they did not expect show their inline errors, and the rest of the page works', async ({ page }) => {
  // The plan list arrives with a package whose products are not a list, as a backend bug would send it:
  // the blocks that read the packages fail, each in its own frame.
  await page.route('**/api/latestGoods/queryGoodsPlanList*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { planList: Record<string, unknown>[] } };
    body.value.planList = body.value.planList.map((plan) => ({ ...plan, packages: [{ productPackageId: 'PKG-BROKEN', productList: 'broken' }] }));
    await route.fulfill({ response, json: body });
  });
  await page.goto('/h?promotionId=health-baiwan&from=health');

  const broken = page.locator('[data-component="planTabs"] .module-error');
  await expect(broken).toBeVisible();
  await expect(broken).toContainText('「保障内容」出错了');
  await expect(broken).toContainText('糟糕。。。出错了。。。');
  // The rest of the page is there and answers taps.
  await expect(page.locator('[data-component="productBanner"]')).toContainText('安心百万医疗险');
  await expect(page.locator('[data-component="faqAccordion"]')).toContainText('哪些人可以投保？');
  await expect(page.locator('[data-component="claimFlowIntro"]')).toContainText('理赔');
  await radio(page, '女').click();
  await expect(radio(page, '女')).toHaveClass(/adm-radio-checked/);
  await page.locator('[data-component="faqAccordion"]').getByText('哪些人可以投保？').click();
  await broken.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('data-broke-blocks.png') });
});
