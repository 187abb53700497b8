import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { clipboardAtom, copySelectedModuleAtom, pasteModuleAtom } from './clipboard-commands';
import { dispatchDocumentAtom, templateAtom } from './document-atoms';
import { loadDocumentAtom, redoAtom, undoAtom } from './history-commands';
import { duplicateSelectedModuleAtom, insertModuleAtom, moveModuleAtom, moveSelectedModuleAtom, removeSelectedModuleAtom } from './module-commands';
import { selectedModuleAtom } from './selected-module-atom';
import { selectionAtom } from './selection-atom';
import { findModule } from './tree/find-module';
import { healthFixture } from './testing/health-fixture';
import { childIds } from './testing/outline';

function opened() {
  const store = createStore();
  store.set(loadDocumentAtom, healthFixture());
  return store;
}

describe('editor commands', () => {
  it('opens on the first page and selects what it inserts, refusing with a reason', () => {
    const store = opened();
    expect(store.get(selectionAtom)).toEqual({ pageId: 'page-trial', moduleId: null });
    const place = { pageId: 'page-info', parentId: 'info-holder', index: 0 };
    expect(store.set(insertModuleAtom, { component: 'inputItem', place })).toEqual({ ok: true });
    expect(store.get(selectionAtom)).toEqual({ pageId: 'page-info', moduleId: 'inputItem-1' });
    expect(store.get(selectedModuleAtom)).toMatchObject({ parentId: 'info-holder', index: 0, module: { label: '文本输入行' } });
    const refused = store.set(insertModuleAtom, { component: 'toolbar', place });
    expect(refused).toEqual({ ok: false, refusal: { reason: 'childRejected', values: {}, blocks: { parent: 'policyHolderModule', child: 'toolbar' } } });
    expect(store.get(selectionAtom).moduleId).toBe('inputItem-1');
  });

  it('deletes the selection, selects the neighbour, and undo brings the module back', () => {
    const store = opened();
    store.set(selectionAtom, { pageId: 'page-info', moduleId: 'info-holder-phone' });
    store.set(removeSelectedModuleAtom);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'page-info', moduleId: 'info-holder-email' });
    store.set(selectionAtom, { pageId: 'page-info', moduleId: 'info-holder-email' });
    store.set(removeSelectedModuleAtom);
    expect(store.get(selectionAtom).moduleId).toBe('info-holder-area');
    store.set(undoAtom);
    store.set(undoAtom);
    expect(findModule(store.get(templateAtom), 'info-holder-phone')).toBeDefined();
    store.set(selectionAtom, { pageId: 'page-info', moduleId: 'info-holder-phone' });
    store.set(redoAtom);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'page-info', moduleId: null });
  });

  it('finds no selected module once the code view removed it', () => {
    const store = opened();
    store.set(selectionAtom, { pageId: 'page-trial', moduleId: 'trial-faq' });
    expect(store.get(selectedModuleAtom)?.module.component).toBe('faqAccordion');
    const template = store.get(templateAtom);
    const trial = template.pageList[0]!;
    const edited = { ...template, pageList: [{ ...trial, moduleList: trial.moduleList.filter((module) => module.id !== 'trial-faq') }, ...template.pageList.slice(1)] };
    store.set(dispatchDocumentAtom, { type: 'replaceTemplate', template: edited, coalesceKey: 'code' });
    expect(store.get(selectedModuleAtom)).toBeUndefined();
  });

  it('duplicates, copies and pastes with fresh ids and selects the new module', () => {
    const store = opened();
    store.set(selectionAtom, { pageId: 'page-trial', moduleId: 'trial-faq' });
    store.set(duplicateSelectedModuleAtom);
    expect(store.get(selectionAtom).moduleId).toBe('faqAccordion-1');
    expect(childIds(store.get(templateAtom), 'page-trial')).toContain('faqAccordion-1');
    expect(store.set(pasteModuleAtom)).toEqual({ ok: false, refusal: { reason: 'clipboardEmpty', values: {} } });
    store.set(copySelectedModuleAtom);
    expect(store.get(clipboardAtom)?.id).toBe('faqAccordion-1');
    store.set(selectionAtom, { pageId: 'page-result', moduleId: null });
    expect(store.set(pasteModuleAtom)).toEqual({ ok: true });
    expect(childIds(store.get(templateAtom), 'page-result')).toEqual(['result-status', 'result-consult', 'faqAccordion-2']);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'page-result', moduleId: 'faqAccordion-2' });
  });

  it('moves by drag and by arrow keys, keeping the module selected', () => {
    const store = opened();
    expect(store.set(moveModuleAtom, { moduleId: 'trial-faq', place: { pageId: 'page-result', parentId: null, index: 0 } })).toEqual({ ok: true });
    expect(store.get(selectionAtom)).toEqual({ pageId: 'page-result', moduleId: 'trial-faq' });
    store.set(moveSelectedModuleAtom, 'down');
    expect(childIds(store.get(templateAtom), 'page-result')).toEqual(['result-status', 'trial-faq', 'result-consult']);
    store.set(moveSelectedModuleAtom, 'up');
    expect(childIds(store.get(templateAtom), 'page-result')[0]).toBe('trial-faq');
    const refused = store.set(moveModuleAtom, { moduleId: 'trial-faq', place: { pageId: 'page-info', parentId: 'info-holder', index: 0 } });
    expect(refused.ok).toBe(false);
  });
});
