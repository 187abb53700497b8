import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../schema/template/template-config';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { pageSummariesAtom } from './page-summaries-atom';

const template = {
  schemaVersion: 2,
  themeColor: '#ff6a00',
  insuranceCategory: 'healthInsurance',
  pageList: [
    { id: 'p1', pageOrder: 1, label: '投保', moduleList: [{ id: 'm1', component: 'faqAccordion', label: '问答', isDefault: true, attrs: { title: '常见问题' } }] },
  ],
} as TemplateConfig;

describe('pageSummariesAtom', () => {
  it('keeps the same list when a module changes, and a new one when a page is renamed', () => {
    const store = createStore();
    store.set(dispatchDocumentAtom, { type: 'load', template });
    const before = store.get(pageSummariesAtom);
    expect(before).toEqual([{ id: 'p1', label: '投保', pageOrder: 1 }]);
    store.set(dispatchDocumentAtom, { type: 'setModuleAttrs', moduleId: 'm1', attrs: { title: '新标题' } });
    expect(store.get(pageSummariesAtom)).toBe(before);
    store.set(dispatchDocumentAtom, { type: 'renamePage', pageId: 'p1', label: '填写' });
    expect(store.get(pageSummariesAtom)).toEqual([{ id: 'p1', label: '填写', pageOrder: 1 }]);
  });
});
