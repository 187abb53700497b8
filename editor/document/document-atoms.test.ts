import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { canRedoAtom, canUndoAtom, dirtyAtom, dispatchDocumentAtom, templateAtom } from './document-atoms';
import { healthFixture } from './testing/health-fixture';

const base = healthFixture();

describe('document atoms', () => {
  it('opens a template clean, with nothing to undo or redo', () => {
    const store = createStore();
    store.set(dispatchDocumentAtom, { type: 'load', template: base });
    expect(store.get(templateAtom)).toBe(base);
    expect([store.get(canUndoAtom), store.get(canRedoAtom), store.get(dirtyAtom)]).toEqual([false, false, false]);
  });

  it('tracks undo, redo and unsaved changes through edits, saves and undos', () => {
    const store = createStore();
    store.set(dispatchDocumentAtom, { type: 'load', template: base });
    store.set(dispatchDocumentAtom, { type: 'renamePage', pageId: 'page-info', label: '填写信息' });
    expect([store.get(canUndoAtom), store.get(canRedoAtom), store.get(dirtyAtom)]).toEqual([true, false, true]);

    store.set(dispatchDocumentAtom, { type: 'undo' });
    expect([store.get(canUndoAtom), store.get(canRedoAtom), store.get(dirtyAtom)]).toEqual([false, true, false]);

    store.set(dispatchDocumentAtom, { type: 'redo' });
    store.set(dispatchDocumentAtom, { type: 'markSaved', template: store.get(templateAtom) });
    expect(store.get(dirtyAtom)).toBe(false);
    expect(store.get(canUndoAtom)).toBe(true);

    store.set(dispatchDocumentAtom, { type: 'undo' });
    expect(store.get(dirtyAtom)).toBe(true);
  });

  it('stays dirty when the server saved an older state than the one now shown', () => {
    const store = createStore();
    store.set(dispatchDocumentAtom, { type: 'load', template: base });
    store.set(dispatchDocumentAtom, { type: 'renamePage', pageId: 'page-info', label: 'A' });
    const sent = store.get(templateAtom);
    store.set(dispatchDocumentAtom, { type: 'renamePage', pageId: 'page-info', label: 'AB' });
    store.set(dispatchDocumentAtom, { type: 'markSaved', template: sent });
    expect(store.get(dirtyAtom)).toBe(true);
  });

  it('is not dirty when the code view rebuilt a template equal to the saved one', () => {
    const store = createStore();
    store.set(dispatchDocumentAtom, { type: 'load', template: base });
    store.set(dispatchDocumentAtom, { type: 'replaceTemplate', template: { ...base, themeColor: '#000000' } });
    store.set(dispatchDocumentAtom, { type: 'replaceTemplate', template: structuredClone(base) });
    expect(store.get(dirtyAtom)).toBe(false);
    expect(store.get(canUndoAtom)).toBe(true);
  });
});
