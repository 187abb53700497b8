import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../schema/template/template-config';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import { publishableFacts } from '../../shared/publish-gate/testing/publishable-facts';
import { publishableTemplate } from '../../shared/publish-gate/testing/publishable-template';
import { moduleById, withoutModules } from '../../shared/publish-gate/testing/run-rule';
import { codeSyntaxErrorAtom } from '../code/code-syntax-error';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { templateValidatorAtom } from '../workspace/template-validator-atom';
import { gateFactsAtom } from './gate-facts-atom';
import { gateFactsRequest } from './gate-facts-request';
import { ProblemsPanel } from './problems-panel';

const validator = { validate: compileTemplateValidator() };

function render(setUp: (store: ReturnType<typeof createStore>) => void, locale: 'zh-CN' | 'en-US' = 'zh-CN', loaded = true): string {
  const store = createStore();
  store.set(editorLocaleAtom, locale);
  if (loaded) store.set(templateValidatorAtom, validator);
  setUp(store);
  return renderToStaticMarkup(
    <Provider store={store}>
      <ProblemsPanel />
    </Provider>,
  );
}

/** Opens a template as the workspace does, with the facts the server gave for it. */
function open(store: ReturnType<typeof createStore>, template: TemplateConfig, withFacts = true): void {
  store.set(dispatchDocumentAtom, { type: 'load', template });
  store.set(openedTemplateAtom, {
    templateId: 'tpl-1',
    tenant: 'health',
    summary: { templateId: 'tpl-1', name: '测试', description: '', status: 'draft', latestVersion: null, revision: 1, createdAt: '', updatedAt: '', publishedAt: null, draftEditor: null },
  });
  if (withFacts) store.set(gateFactsAtom, { templateId: 'tpl-1', key: gateFactsRequest(template).key, facts: publishableFacts(template) });
}

describe('ProblemsPanel', () => {
  it('says so when the open template has no problem', () => {
    const html = render((store) => open(store, publishableTemplate()));
    expect(html).toContain('没有发现问题');
    expect(html).toContain('title="0"');
  });

  it('lists each validator problem with its readable place, and counts them', () => {
    const template = publishableTemplate();
    moduleById(template, 'plans').attrs.scrollThreshold = true;
    const html = render((store) => open(store, template));
    expect(html).toContain('应为整数');
    expect(html).toContain('第1页 › 模块「方案选择」 › attrs.scrollThreshold');
    expect(html).toContain('title="1"');
  });

  it('lists the problems only once the validator has loaded, which the first screen does not wait for', () => {
    const template = publishableTemplate();
    moduleById(template, 'plans').attrs.scrollThreshold = true;
    const html = render((store) => open(store, template), 'zh-CN', false);
    expect(html).not.toContain('应为整数');
  });

  it('adds the code view syntax error, in the chosen language', () => {
    const html = render((store) => {
      open(store, publishableTemplate());
      store.set(codeSyntaxErrorAtom, { kind: 'syntax', line: 3, column: 5 });
    }, 'en-US');
    expect(html).toContain('The JSON cannot be parsed near line 3, column 5');
    expect(html).toContain('title="1"');
    expect(html).not.toContain('No problems found');
  });

  it('groups the publish gate’s errors and warnings, each with its readable place, in either language', () => {
    const template = { ...withoutModules(publishableTemplate(), 'holder'), themeColor: '#ff6a00' };
    const zh = render((store) => open(store, template));
    expect(zh).toContain('错误（1）');
    expect(zh).toContain('健康险模板缺少投保人信息模块（policyHolderModule）');
    expect(zh).toContain('模板 › insuranceCategory');
    expect(zh).toContain('警告（1）');
    expect(zh).toContain('主题色 #ff6a00 与白色的对比度只有 2.87:1');
    expect(zh).toContain('data-rule="theme.contrast"');
    expect(zh).toContain('title="2"');
    const en = render((store) => open(store, template), 'en-US');
    expect(en).toContain('Errors (1)');
    expect(en).toContain('A health insurance template needs the policy holder module (policyHolderModule)');
    expect(en).toContain('Template › insuranceCategory');
    expect(en).toContain('Warnings (1)');
  });

  it('judges the rules that need the server’s facts once it gave them', () => {
    const template = { ...publishableTemplate(), goodsId: 'G-GONE' };
    expect(render((store) => open(store, template, false))).toContain('没有发现问题');
    const html = render((store) => {
      open(store, template, false);
      store.set(gateFactsAtom, { templateId: 'tpl-1', key: gateFactsRequest(template).key, facts: { goodsId: 'G-GONE', product: null, promotions: [], images: {} } });
    });
    expect(html).toContain('商品「G-GONE」在服务端不存在');
    expect(html).toContain('没有推广投放此模板');
  });
});
