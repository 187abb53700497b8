import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

const PROMOTIONS = ['health-baiwan', 'health-life', 'health-home', 'health-keyman'];

/** Every page of every seeded template renders all its modules: no broken module, no unknown block. */
for (const promotionId of PROMOTIONS) {
  test(`every page of ${promotionId} renders its modules`, async ({ page, request }) => {
    const reply = await request.post(`/api/v1/insure/queryGoodsTemplateConfig?promotionId=${promotionId}`, { data: { promotionId } });
    const template = (await reply.json()).result as { pageList: { pageOrder: number; label: string }[] };
    const errors = collectConsoleErrors(page);
    for (const { pageOrder, label } of template.pageList) {
      await page.goto(`/h?promotionId=${promotionId}&page=${pageOrder}`);
      await expect(page).toHaveTitle(label);
      await expect(page.locator('[data-module-id]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.module-error')).toHaveCount(0);
      await expect(page.getByText('当前版本暂不支持展示此内容')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`${promotionId}-page-${pageOrder}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });
}
