import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codeSyntaxErrorAtom } from '../code/code-syntax-error';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { healthFixture } from '../document/testing/health-fixture';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import { templateValidatorAtom } from '../workspace/template-validator-atom';
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

describe('ProblemsPanel', () => {
  it('says so when the open template has no problem', () => {
    const html = render((store) => store.set(dispatchDocumentAtom, { type: 'load', template: healthFixture() }));
    expect(html).toContain('没有发现问题');
    expect(html).toContain('title="0"');
  });

  it('lists each validator problem with its readable place, and counts them', () => {
    const template = healthFixture();
    const plans = template.pageList[0]?.moduleList[1];
    if (plans === undefined) throw new Error('fixture changed');
    plans.attrs = { ...plans.attrs, scrollThreshold: true };
    const html = render((store) => store.set(dispatchDocumentAtom, { type: 'load', template }));
    expect(html).toContain('应为整数');
    expect(html).toContain('第1页 › 模块「选择方案」 › attrs.scrollThreshold');
    expect(html).toContain('title="1"');
  });

  it('lists the problems only once the validator has loaded, which the first screen does not wait for', () => {
    const template = healthFixture();
    const plans = template.pageList[0]?.moduleList[1];
    if (plans === undefined) throw new Error('fixture changed');
    plans.attrs = { ...plans.attrs, scrollThreshold: true };
    const html = render((store) => store.set(dispatchDocumentAtom, { type: 'load', template }), 'zh-CN', false);
    expect(html).not.toContain('应为整数');
  });

  it('adds the code view syntax error, in the chosen language', () => {
    const html = render((store) => {
      store.set(dispatchDocumentAtom, { type: 'load', template: healthFixture() });
      store.set(codeSyntaxErrorAtom, { kind: 'syntax', line: 3, column: 5 });
    }, 'en-US');
    expect(html).toContain('The JSON cannot be parsed near line 3, column 5');
    expect(html).toContain('title="1"');
    expect(html).not.toContain('No problems found');
  });
});
