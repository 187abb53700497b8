// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ok, renderApp, until, withCleanApp } from '../app/testing/render-app';

const TEMPLATE_CALL = '/v1/insure/queryGoodsTemplateConfig';
const TEMPLATE = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [
    {
      id: 'home',
      pageOrder: 1,
      label: '百万医疗险',
      moduleList: [{ id: 'steps-1', component: 'stepsList', label: '流程', isDefault: true, attrs: { title: '投保流程', steps: [{ title: '填写投保信息' }, { title: '确认并支付' }] } }],
    },
    {
      id: 'second',
      pageOrder: 2,
      label: '填写投保信息',
      moduleList: [{ id: 'steps-2', component: 'stepsList', label: '流程', isDefault: true, attrs: { steps: [{ title: '健康告知' }] } }],
    },
  ],
};

describe.each(['/', '/h'])('%s, the template renderer', (path) => {
  withCleanApp();

  it('asks for the promotion\'s published template and shows the page the address selects, titled by its label', async () => {
    const app = renderApp(`${path}?promotionId=health-baiwan`, { [TEMPLATE_CALL]: ok(TEMPLATE) });
    await until(() => expect(app.container.querySelector('[data-module-id="steps-1"]')?.textContent).toContain('填写投保信息'));
    expect(document.title).toBe('百万医疗险');
    expect(app.asked.filter((call) => call.url === TEMPLATE_CALL).map((call) => call.body)).toEqual([{ promotionId: 'health-baiwan' }]);
  });

  it('shows page 2 for page=2', async () => {
    const app = renderApp(`${path}?promotionId=health-baiwan&page=2`, { [TEMPLATE_CALL]: ok(TEMPLATE) });
    await until(() => expect(app.container.querySelector('[data-module-id="steps-2"]')?.textContent).toContain('健康告知'));
    expect(document.title).toBe('填写投保信息');
  });
});

describe('an address that only starts like the template renderer\'s', () => {
  withCleanApp();

  it.each(['/hx', '/index'])('%s is not the template renderer (/ matches exactly): 页面不存在', async (path) => {
    const app = renderApp(`${path}?promotionId=health-baiwan`, { [TEMPLATE_CALL]: ok(TEMPLATE) });
    await until(() => expect(app.container.textContent).toContain('页面不存在'));
    expect(app.container.querySelector('[data-module-id]')).toBeNull();
    expect(app.asked.some((call) => call.url === TEMPLATE_CALL)).toBe(false);
  });
});
