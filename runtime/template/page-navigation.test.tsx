// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ok, renderApp, tapOn, until, withCleanApp } from '../app/testing/render-app';

const TEMPLATE_CALL = '/v1/insure/queryGoodsTemplateConfig';
const steps = (id: string, title: string) => ({ id, component: 'stepsList', label: '流程', isDefault: true, attrs: { steps: [{ title }] } });
const TEMPLATE = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'propertyInsurance',
  pageList: [
    { id: 'home', pageOrder: 1, label: '家财险', moduleList: [steps('steps-1', '选择方案'), { id: 'bar', component: 'toolbar', label: '底栏', isDefault: true, attrs: { action: 'next', buttonText: '下一步', showPremium: false } }] },
    { id: 'fill', pageOrder: 2, label: '填写信息', moduleList: [steps('steps-2', '填写投保信息')] },
  ],
};
/** The first page of a run waits for the renderer's chunk, slow on a busy machine. */
const COLD_LOAD_MS = 15_000;
const shows = (app: ReturnType<typeof renderApp>, moduleId: string) => app.container.querySelector(`[data-module-id="${moduleId}"]`) !== null;

describe('moving between the pages of a template', () => {
  withCleanApp();

  it('adds each forward move to the history, so Back returns to the page before', async () => {
    const app = renderApp('/h?promotionId=home-fire&from=ba', { [TEMPLATE_CALL]: ok(TEMPLATE) });
    await until(() => expect(shows(app, 'steps-1')).toBe(true), COLD_LOAD_MS);
    tapOn(app.button('下一步'));
    await until(() => expect(shows(app, 'steps-2')).toBe(true));
    expect(app.address()).toBe('/h?promotionId=home-fire&from=ba&page=2');
    expect(document.title).toBe('填写信息');
    app.back();
    await until(() => expect(shows(app, 'steps-1')).toBe(true));
    expect(app.address()).toBe('/h?promotionId=home-fire&from=ba');
  });

  it('returns to page 1 of the same promotion from an address it has no page for', async () => {
    const app = renderApp('/h/oops?promotionId=home-fire&from=ba&page=2', { [TEMPLATE_CALL]: ok(TEMPLATE) });
    await until(() => expect(app.container.textContent).toContain('页面不存在'), COLD_LOAD_MS);
    tapOn(app.button('返回首页'));
    await until(() => expect(shows(app, 'steps-1')).toBe(true));
    expect(app.address()).toBe('/h?promotionId=home-fire&from=ba');
  });
});
