import type { APIRequestContext, Page } from '@playwright/test';

/** The buyer app's template request, whatever its promotion. */
const TEMPLATE_CALL = '**/api/v1/insure/queryGoodsTemplateConfig?*';

/**
 * health-baiwan as published, except that page 1 ends in a 确认投保 button that confirms the page
 * with the server (nextStep) instead of the plain next-page toolbar: the seeded templates have no
 * nextStep button, operators can build one.
 */
export async function serveTemplateWithNextStep(page: Page, request: APIRequestContext): Promise<void> {
  const reply = await request.post('/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan', { data: { promotionId: 'health-baiwan' } });
  const envelope = (await reply.json()) as { result: { pageList: { moduleList: Record<string, unknown>[] }[] } };
  const firstPage = envelope.result.pageList[0]!;
  firstPage.moduleList = firstPage.moduleList.map((module) =>
    module.component === 'toolbar'
      ? { id: 'trial-confirm-buttons', component: 'bottomButtons', label: '底部按钮', isDefault: true, attrs: { buttons: [{ text: '确认投保', action: 'confirm', style: 'primary' }] } }
      : module,
  );
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ json: envelope }));
}
