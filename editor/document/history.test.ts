import { describe, expect, it } from 'vitest';
import type { DocumentAction } from './document-action';
import { createHistory, HISTORY_LIMIT, historyReducer } from './history';
import { findModule } from './tree/find-module';
import { healthFixture } from './testing/health-fixture';
import { replay } from './testing/replay';

const base = healthFixture();
const label = (text: string, coalesceKey?: string): DocumentAction => ({ type: 'setModuleLabel', moduleId: 'trial-faq', label: text, ...(coalesceKey ? { coalesceKey } : {}) });
const faqLabel = (history: ReturnType<typeof replay>) => findModule(history.present, 'trial-faq')?.module.label;

describe('document history', () => {
  it('makes ten edits with the same coalesce key one undo step', () => {
    const typing = Array.from({ length: 10 }, (_, n) => label('问'.repeat(n + 1), 'trial-faq/label'));
    const history = replay(base, typing);
    expect(history.past).toHaveLength(1);
    expect(faqLabel(replay(base, [...typing, { type: 'undo' }]))).toBe('常见问题');
    expect(faqLabel(replay(base, [...typing, { type: 'undo' }, { type: 'redo' }]))).toBe('问'.repeat(10));
  });

  it('starts a new step after an undo, after another key and for actions without a key', () => {
    expect(replay(base, [label('a', 'k'), label('b', 'other'), label('c', 'k')]).past).toHaveLength(3);
    expect(replay(base, [label('a', 'k'), { type: 'undo' }, label('b', 'k'), label('c', 'k')]).past).toHaveLength(1);
    expect(replay(base, [label('a'), label('b')]).past).toHaveLength(2);
  });

  it('drops the redo stack on a new edit and ignores undo or redo with nothing to go to', () => {
    const history = replay(base, [label('a'), label('b'), { type: 'undo' }, label('c')]);
    expect(history.future).toEqual([]);
    expect(faqLabel(replay(base, [label('a'), label('b'), { type: 'undo' }, label('c'), { type: 'undo' }]))).toBe('a');
    const fresh = createHistory(base);
    expect(historyReducer(fresh, { type: 'undo' })).toBe(fresh);
    expect(historyReducer(fresh, { type: 'redo' })).toBe(fresh);
  });

  it('does not record refused or empty edits', () => {
    const history = replay(base, [
      { type: 'moveModule', moduleId: 'trial-toolbar', place: { pageId: 'page-info', parentId: 'info-holder', index: 0 } },
      label('常见问题'),
    ]);
    expect(history.past).toHaveLength(0);
    expect(history.present).toBe(base);
  });

  it('applies recordHistory: false without an undo step of its own', () => {
    const history = replay(base, [label('a'), { ...label('b'), recordHistory: false }]);
    expect(faqLabel(history)).toBe('b');
    expect(history.past).toHaveLength(1);
    expect(faqLabel(replay(base, [label('a'), { ...label('b'), recordHistory: false }, { type: 'undo' }]))).toBe('常见问题');
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    const edits = Array.from({ length: HISTORY_LIMIT + 20 }, (_, n) => label(`v${n}`));
    const history = replay(base, edits);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    const undoAll = replay(base, [...edits, ...Array.from({ length: HISTORY_LIMIT + 5 }, () => ({ type: 'undo' as const }))]);
    expect(faqLabel(undoAll)).toBe('v19');
  });
});
