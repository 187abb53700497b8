import { expect, test, type Page } from '@playwright/test';
import { forward, premiumFen } from './buyer-steps';
import { pickWheels } from './pick-wheel';

/** The premium trial of page 1 (schema/api/premium-trial.ts) under the API prefix. */
const GET_PREMIUM = '**/api/order/premiumCalculate/getPremium';
const TEMPLATE_CALL = '**/api/v1/insure/queryGoodsTemplateConfig?*';
const NOT_CALCULATED = '保费尚未计算，请先计算保费';

/** Page 1 of term life with the premium trial failing: the birthday is given, no premium comes. */
async function reachPageWithoutPremium(page: Page): Promise<void> {
  await page.route(GET_PREMIUM, (route) => route.abort('connectionrefused'));
  await page.goto('/h?promotionId=health-life&from=health');
  await page.getByText('请选择被保人出生日期').first().click();
  await pickWheels(page, ['1990', '6', '15']);
  await expect(page.getByText('网络异常，请稍后重试').first()).toBeVisible();
  await expect(page.locator('[data-component="premiumDisplay"]')).not.toContainText(/\d+\.\d{2}/);
}

test('the toolbar refuses to go on without a premium and says why beside its button, until a premium is known', async ({ page }) => {
  await reachPageWithoutPremium(page);
  await forward(page, '立即投保');
  const notice = page.getByRole('toolbar').getByRole('alert');
  await expect(notice).toHaveText(NOT_CALCULATED);
  expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
  await page.screenshot({ path: test.info().outputPath('toolbar-refused.png') });

  // The network is back: a changed factor prices, the notice goes, and the button goes on.
  await page.unroute(GET_PREMIUM);
  await page.locator('[data-component="trailCommonModule"]').getByText('30年', { exact: true }).first().click();
  await premiumFen(page);
  await expect(notice).toBeHidden();
  await forward(page, '立即投保');
  await expect(page).toHaveTitle('填写投保信息');
});

test('every forward button of a bottom bar (next, confirm, submit) refuses without a premium', async ({ page, request }) => {
  // term life as published, its toolbar replaced by the three forward actions an operator can configure.
  const reply = await request.post('/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-life', { data: { promotionId: 'health-life' }, headers: { 'x-tenant-code': 'health' } });
  const envelope = (await reply.json()) as { result: { pageList: { moduleList: Record<string, unknown>[] }[] } };
  envelope.result.pageList[0]!.moduleList = envelope.result.pageList[0]!.moduleList.map((module) =>
    module.component === 'toolbar'
      ? {
          id: 'forward-buttons',
          component: 'bottomButtons',
          label: '底部按钮',
          isDefault: true,
          attrs: {
            buttons: [
              { text: '下一页', action: 'next', style: 'default' },
              { text: '确认投保', action: 'confirm', style: 'primary' },
              { text: '提交订单', action: 'submit', style: 'primary' },
            ],
          },
        }
      : module,
  );
  await page.route(TEMPLATE_CALL, (route) => route.fulfill({ json: envelope }));
  const sent: string[] = [];
  page.on('request', (call) => {
    if (/nextStep|submitOrder|createOrder/.test(call.url())) sent.push(call.url());
  });
  await reachPageWithoutPremium(page);
  for (const name of ['下一页', '确认投保', '提交订单']) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('alert').filter({ hasText: NOT_CALCULATED })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
  }
  expect(sent).toEqual([]);
});
