// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import type { Plan } from '../../schema/entities/plan';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { Module } from '../../schema/template/module';
import { API_ROUTES } from '../../schema/generated/api-routes.js';
import { todayInShanghai } from '../../shared/dates/shanghai-today';
import { personaBirthday } from '../../shared/preview/persona-birthday';
import { editorMessage } from '../../shared/preview/preview-message-builders';
import { ok, renderApp, until, withCleanApp } from '../app/testing/render-app';

/** The first page of a run waits for the renderer's chunk, slow on a busy machine. */
const COLD_LOAD_MS = 30_000;

/** A module of a catalogue block with its default attrs, as the editor places it. */
function block(component: string, id: string, attrs: Record<string, unknown> = {}, extra: Partial<Module> = {}): Module {
  const defaults = BLOCK_CATALOGUE.get(component)?.defaultAttrs ?? {};
  return { id, component, label: id, attrs: { ...structuredClone(defaults), ...attrs }, isDefault: true, ...extra };
}

/** Page 1 of a medical product: plans, the insured's birthday and gender, the premium. */
const TEMPLATE = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  goodsId: 'G1',
  pageList: [
    {
      id: 'trial',
      pageOrder: 1,
      label: '试算',
      moduleList: [
        block('planSelector', 'plans'),
        block('insuredElementModule', 'insured-factors', { maxCount: 1, minCount: 1 }, {
          formKey: 'trailElement[1]',
          children: [
            block('datePickerItem', 'insured-birthday', { required: true }, { formKey: 'birthday' }),
            block('radioSelectItem', 'insured-gender', { dataSource: [{ value: 'M', label: '男', isDefault: true }, { value: 'F', label: '女' }] }, { formKey: 'gender' }),
          ],
        }),
        block('premiumDisplay', 'premium', { label: '保费' }),
        block('toolbar', 'toolbar'),
      ],
    },
  ],
};

const plan = (planId: string, salesname: string): Plan => ({
  planId,
  salesname,
  packages: [{ productPackageId: `K-${planId}`, productPackageCode: `KC-${planId}`, productList: [{ productId: `M-${planId}`, productCode: 'MC', productName: '主险', sumInsured: 100 }] }],
});
const PLANS = [plan('P-BASIC', '基础版'), plan('P-PLUS', '升级版')];

/** The insured's factors of a premium trial request, by code, and its plan. */
function trialOf(body: unknown): { planId: string; factors: Record<string, string> } {
  const request = body as { planId: string; premiumCalculatePackageList: { premiumFactorList: { code: string; value: string }[] }[] };
  const factors = Object.fromEntries(request.premiumCalculatePackageList[0]!.premiumFactorList.map((factor) => [factor.code, factor.value]));
  return { planId: request.planId, factors };
}

const listeners: (() => void)[] = [];
afterEach(() => {
  for (const stop of listeners.splice(0)) stop();
});

/** Opens the preview, waits for it to load, and returns a way to post as the editor and what it posted back. */
async function openPreview() {
  const posted: { type: string; payload: unknown }[] = [];
  const keep = (event: MessageEvent) => {
    const data = event.data as { channel?: string; type?: string; payload?: unknown } | undefined;
    if (data?.channel === 'insure-h5-preview' && data.type) posted.push({ type: data.type, payload: data.payload });
  };
  window.addEventListener('message', keep);
  listeners.push(() => window.removeEventListener('message', keep));
  const app = renderApp('/h?mode=preview&from=health', {
    [API_ROUTES.queryGoodsPlanList.path]: { status: 200, data: { success: true, code: 0, value: { planList: PLANS } } },
    // A price that says whom it was asked for: 1 yuan per year of age, 5 more for the upgraded plan.
    [API_ROUTES.getPremium.path]: (body) => {
      const trial = trialOf(body);
      const age = Number(todayInShanghai().slice(0, 4)) - Number(trial.factors.birthday?.slice(0, 4));
      return { status: 200, data: { success: true, code: 0, value: [{ premium: age * 100 + (trial.planId === 'P-PLUS' ? 500 : 0) }] } };
    },
    // The partner channel is paused.
    [API_ROUTES.queryAttrs.path]: (body) => ok({ channelCodeStatus: (body as { channelCode?: string }).channelCode === 'HEALTH-PARTNER' ? 'offSale' : 'onSale' }),
  });
  await until(() => expect(posted.map((message) => message.type)).toContain('previewLoaded'), COLD_LOAD_MS);
  const send = (message: ReturnType<typeof editorMessage>) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  const actAs = (persona: PreviewPersona) => send(editorMessage('behavior', { action: 'applyPersona', persona }));
  return { app, posted, send, actAs };
}

// The first page of a run loads the renderer's chunks: allow a busy machine its pauses.
describe('the preview acting as a persona', { timeout: 60_000 }, () => {
  withCleanApp();

  it('prices the persona\'s insured and plan, and prices anew for the next persona', async () => {
    const { app, posted, send, actAs } = await openPreview();
    await send(editorMessage('allPageConfig', { template: TEMPLATE }));
    await actAs({ insuredAge: 30, gender: 'F', platform: 'browser' });
    const premium = () => app.container.querySelector('[data-module-id="premium"]')?.textContent ?? '';
    await until(() => expect(premium()).toContain('30.00'), COLD_LOAD_MS);
    expect(app.container.querySelector('[data-module-id="toolbar"]')?.textContent).toContain('立即投保');
    const trials = () => app.asked.filter((call) => call.url === API_ROUTES.getPremium.path).map((call) => trialOf(call.body));
    expect(trials().at(-1)).toEqual({ planId: 'P-BASIC', factors: expect.objectContaining({ birthday: personaBirthday(30, todayInShanghai()), gender: 'F' }) as unknown });
    expect(app.container.querySelector('[data-module-id="insured-birthday"]')?.textContent).toContain(personaBirthday(30, todayInShanghai()));
    // The editor learns the goods' plans for its persona form.
    expect(posted).toContainEqual({ type: 'productPlans', payload: { goodsId: 'G1', plans: [{ planId: 'P-BASIC', name: '基础版' }, { planId: 'P-PLUS', name: '升级版' }] } });

    await actAs({ insuredAge: 50, gender: 'M', platform: 'browser', planId: 'P-PLUS', channelCode: 'HEALTH-PARTNER' });
    await until(() => expect(premium()).toContain('55.00'), COLD_LOAD_MS);
    expect(trials().at(-1)).toEqual({ planId: 'P-PLUS', factors: expect.objectContaining({ birthday: personaBirthday(50, todayInShanghai()), gender: 'M' }) as unknown });
    expect(app.container.querySelector('[data-module-id="plans"] [aria-selected="true"]')?.textContent).toBe('升级版');
    // The persona's channel is the one whose sale status the page shows.
    await until(() => expect(app.container.querySelector('[data-module-id="toolbar"]')?.textContent).toContain('暂停投保'));
    expect(app.asked.filter((call) => call.url === API_ROUTES.queryAttrs.path).map((call) => call.body)).toContainEqual({ channelCode: 'HEALTH-PARTNER' });
  });

  it('keeps what an edit of the template leaves alone: the persona is not applied again', async () => {
    const { app, send, actAs } = await openPreview();
    await send(editorMessage('allPageConfig', { template: TEMPLATE }));
    await actAs({ insuredAge: 30, gender: 'F', platform: 'browser' });
    const premium = () => app.container.querySelector('[data-module-id="premium"]')?.textContent ?? '';
    await until(() => expect(premium()).toContain('30.00'), COLD_LOAD_MS);
    const plansAsked = app.asked.filter((call) => call.url === API_ROUTES.queryGoodsPlanList.path).length;
    const page = { ...TEMPLATE.pageList[0]!, moduleList: [...TEMPLATE.pageList[0]!.moduleList, block('stepsList', 'steps', { steps: [{ title: '填写信息' }] })] };
    await send(editorMessage('pageConfig', { pageIndex: 0, page }));
    await until(() => expect(app.container.querySelector('[data-module-id="steps"]')?.textContent).toContain('填写信息'));
    expect(premium()).toContain('30.00');
    expect(app.asked.filter((call) => call.url === API_ROUTES.queryGoodsPlanList.path)).toHaveLength(plansAsked);
  });
});
