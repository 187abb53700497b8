// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeToEditorMessage } from '../../schema/preview/preview-message';
import { editorMessage } from '../../shared/preview/preview-message-builders';
import { renderApp, tapOn, until, withCleanApp } from '../app/testing/render-app';

const steps = (id: string, label: string, attrs: Record<string, unknown>) => ({ id, component: 'stepsList', label, isDefault: true, attrs });
const TEMPLATE = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [
    {
      id: 'home',
      pageOrder: 1,
      label: '百万医疗险',
      moduleList: [steps('steps-ok', '投保流程', { steps: [{ title: '填写投保信息' }] }), steps('steps-broken', '理赔流程', { steps: 'oops' })],
    },
  ],
};
/** The first page of a run waits for the renderer's chunk, slow on a busy machine. */
const COLD_LOAD_MS = 15_000;

/** What the frame posted to its editor (the test's window is its own parent), from now on. */
function postedToEditor(): RuntimeToEditorMessage[] {
  const posted: RuntimeToEditorMessage[] = [];
  const keep = (event: MessageEvent) => {
    const data = event.data as { type?: string } | undefined;
    if (data?.type === 'previewLoaded' || data?.type === 'moduleClicked' || data?.type === 'validationErrors') posted.push(event.data as RuntimeToEditorMessage);
  };
  window.addEventListener('message', keep);
  listeners.push(() => window.removeEventListener('message', keep));
  return posted;
}

const listeners: (() => void)[] = [];
afterEach(() => {
  for (const stop of listeners.splice(0)) stop();
});

/**
 * Opens the preview and, once it says it has loaded (its page loads lazily), sends the template as the
 * editor's canvas does; the frame checks it against the validators (a chunk of their own) before it shows it.
 */
async function preview(template: unknown) {
  const posted = postedToEditor();
  const app = renderApp('/h?mode=preview');
  await until(() => expect(posted.map((message) => message.type)).toContain('previewLoaded'), COLD_LOAD_MS);
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data: editorMessage('allPageConfig', { template: template as never }), origin: window.location.origin }));
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return { app, posted };
}

describe('the editor\'s preview of a template with problems', () => {
  withCleanApp();

  it('shows a broken module as its error card among the modules that render, and a click on the card selects it', async () => {
    const { app, posted } = await preview(TEMPLATE);
    await until(() => expect(app.container.querySelector('[data-module-id="steps-ok"]')?.textContent).toContain('填写投保信息'), COLD_LOAD_MS);
    const card = app.container.querySelector<HTMLElement>('[data-module-id="steps-broken"] [role="alert"]');
    expect(card?.getAttribute('aria-label')).toBe('「理赔流程」配置有误');
    expect(card?.textContent).toContain('attrs.steps：应为数组');
    expect(app.container.textContent).not.toContain('出错了');

    tapOn(card);
    await until(() => expect(posted.filter((message) => message.type === 'moduleClicked').map((message) => message.payload)).toContainEqual({ moduleId: 'steps-broken' }));
    expect(posted.some((message) => message.type === 'validationErrors' && JSON.stringify(message.payload).includes('/pageList/0/moduleList/1/attrs/steps'))).toBe(true);
  });

  it('renders the page under a banner naming the problems that sit on no module', async () => {
    const { app } = await preview({ ...TEMPLATE, themeColor: 'blue', pageList: [{ ...TEMPLATE.pageList[0], moduleList: [TEMPLATE.pageList[0]!.moduleList[0]] }] });
    await until(() => expect(app.container.querySelector('[data-module-id="steps-ok"]')).not.toBeNull(), COLD_LOAD_MS);
    const banner = app.container.querySelector('[role="status"]');
    expect(banner?.textContent).toContain('模板还有 1 个问题未在页面中标出');
    expect(banner?.querySelector('[aria-label="模板问题"]')?.textContent).toContain('模板 › themeColor：');
  });

  it('lists every problem readably, full page, when no page of the template can be shown', async () => {
    const { app } = await preview({ ...TEMPLATE, pageList: { home: TEMPLATE.pageList[0] } });
    await until(() => expect(app.container.querySelector('[aria-label="模板问题"]')?.textContent).toContain('模板 › pageList：应为数组'), COLD_LOAD_MS);
    expect(app.container.textContent).toContain('模板有错误，页面无法显示');
    expect(app.container.querySelector('[data-module-id]')).toBeNull();
  });
});
