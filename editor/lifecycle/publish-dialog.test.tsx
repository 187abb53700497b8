// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GateFacts } from '../../schema/api/editor/editor-gate-facts';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { publishableFacts } from '../../shared/publish-gate/testing/publishable-facts';
import { publishableTemplate } from '../../shared/publish-gate/testing/publishable-template';
import { withoutModules } from '../../shared/publish-gate/testing/run-rule';
import type { EditorApiClient } from '../api/editor-api-client';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { selectionAtom } from '../document/selection-atom';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { ProblemsModal } from './problems-modal';
import { PublishDialog } from './publish-dialog';

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function storeWith(template: TemplateConfig, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const store = createStore();
  store.set(editorLocaleAtom, locale);
  store.set(dispatchDocumentAtom, { type: 'load', template });
  store.set(openedTemplateAtom, {
    templateId: 'tpl-1',
    tenant: 'health',
    summary: { templateId: 'tpl-1', name: '测试', description: '', status: 'draft', latestVersion: null, revision: 2, createdAt: '', updatedAt: '', publishedAt: null, draftEditor: null },
  });
  return store;
}

/** An API whose only call here answers the publish gate's facts. */
function factsApi(facts: GateFacts): { api: EditorApiClient; asked: unknown[] } {
  const asked: unknown[] = [];
  const api = { tenant: 'health', getGateFacts: async (input: unknown) => (asked.push(input), { ok: true, value: facts }) };
  return { api: api as unknown as EditorApiClient, asked };
}

async function renderInto(node: React.ReactNode, store: ReturnType<typeof createStore>): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Provider store={store}>{node}</Provider>));
}

/** Waits until the dialog's check has an answer (the validator compiles on first use). */
async function checked(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(document.querySelector('[data-testid="publish-check"]')?.textContent).not.toContain('正在向服务端核对'), { timeout: 15_000 });
  return document.querySelector('[data-testid="publish-check"]') as HTMLElement;
}

function okButton(): HTMLButtonElement {
  const button = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find((candidate) => candidate.textContent?.replace(/\s/g, '') === '发布');
  if (!button) throw new Error('no publish button');
  return button;
}

describe('the publish dialog runs the publish gate first', () => {
  it('lists the errors with readable places, keeps publish shut, and leads to a field', async () => {
    const template = withoutModules(publishableTemplate(), 'holder', 'insured-certiNo');
    const store = storeWith(template);
    const { api, asked } = factsApi(publishableFacts(template));
    const onCancel = vi.fn();
    await renderInto(<PublishDialog api={api} busy={false} onPublish={() => undefined} onCancel={onCancel} />, store);
    const check = await checked();
    expect(asked).toEqual([{ params: { templateId: 'tpl-1' }, body: { goodsId: 'G-TEST', imageRefs: ['https://img.example.cn/banner.png'] } }]);
    expect(check.textContent).toContain('发布检查发现 2 个错误');
    expect(check.textContent).toContain('健康险模板缺少投保人信息模块（policyHolderModule）模板 › insuranceCategory');
    expect(check.textContent).toContain('被保人信息缺少「证件号码」字段（表单键 certiNo）第2页 › 模块「被保人信息」');
    expect(okButton().disabled).toBe(true);
    const row = check.querySelector<HTMLButtonElement>('[data-rule="form.insured.key-fields"] button');
    await act(async () => row?.click());
    expect(onCancel).toHaveBeenCalled();
    expect(store.get(selectionAtom)).toEqual({ pageId: 'p-info', moduleId: 'insured' });
  });

  it('asks the publisher to acknowledge the warnings, and sends them with the publication', async () => {
    const template = { ...publishableTemplate(), themeColor: '#1677ff' };
    const store = storeWith(template, 'en-US');
    const { api } = factsApi(publishableFacts(template, { promotions: [] }));
    const onPublish = vi.fn();
    await renderInto(<PublishDialog api={api} busy={false} onPublish={onPublish} onCancel={() => undefined} />, store);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="publish-check"]')?.textContent).toContain('Warnings (2)'), { timeout: 15_000 });
    const publish = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find((button) => button.textContent === 'Publish');
    expect(publish?.disabled).toBe(true);
    const acknowledge = document.querySelector<HTMLInputElement>('.ant-checkbox-input');
    expect(acknowledge?.closest('label')?.textContent).toBe('I have read these 2 warning(s) and still want to publish');
    await act(async () => acknowledge?.click());
    expect(publish?.disabled).toBe(false);
    await act(async () => publish?.click());
    expect(onPublish).toHaveBeenCalledWith('', [
      { rule: 'theme.contrast', path: '/themeColor' },
      { rule: 'promotion.linked', path: '' },
    ]);
  });

  it('lets a template that passes be published at once', async () => {
    const template = publishableTemplate();
    const store = storeWith(template);
    const { api } = factsApi(publishableFacts(template));
    await renderInto(<PublishDialog api={api} busy={false} onPublish={() => undefined} onCancel={() => undefined} />, store);
    expect((await checked()).textContent).toContain('发布检查已通过');
    expect(okButton().disabled).toBe(false);
  });
});

describe('the refusal dialog', () => {
  it('shows the server’s findings as the problems panel does, and a click goes to the field', async () => {
    const template = publishableTemplate();
    const store = storeWith(template, 'en-US');
    const problems: Problem[] = [
      { rule: 'content.placeholder', severity: 'error', path: '/pageList/0/moduleList/0/attrs/title', message: '「title」仍是组件自带的示例内容，请替换为本产品的内容', params: { field: 'title' } },
      { rule: 'promotion.linked', severity: 'warning', path: '', message: '没有推广投放此模板' },
    ];
    const onClose = vi.fn();
    await renderInto(<ProblemsModal problems={problems} onClose={onClose} />, store);
    const list = document.querySelector('[data-testid="publish-problems"]') as HTMLElement;
    expect(list.textContent).toContain('"title" still holds the block\'s sample content');
    expect(list.textContent).toContain('Page 1 › Module "产品头图" › attrs.title');
    expect(list.textContent).not.toContain('/pageList/0');
    expect(list.textContent).toContain('Warnings (1)');
    await act(async () => list.querySelector<HTMLButtonElement>('[data-rule="content.placeholder"] button')?.click());
    expect(onClose).toHaveBeenCalled();
    expect(store.get(selectionAtom)).toEqual({ pageId: 'p-trial', moduleId: 'banner' });
  });
});
