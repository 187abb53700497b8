import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { codeTextHoldAtom } from '../code/code-text-hold';
import { refusedViewAtom } from './refused-view-atom';
import { resetWorkspaceViewAtom, workspaceViewAtom } from './workspace-view-atom';

/** A store in the code view, whose text parses or not; `committed` counts the times it was sent. */
function inCodeView(parses: boolean) {
  const store = createStore();
  const counts = { committed: 0, discarded: 0 };
  store.set(workspaceViewAtom, 'code');
  store.set(codeTextHoldAtom, {
    commit: () => {
      counts.committed += 1;
      return parses;
    },
    discard: () => {
      counts.discarded += 1;
    },
  });
  return { store, counts };
}

describe('workspaceViewAtom', () => {
  it('leaves the code view once its text is sent to the document', () => {
    const { store, counts } = inCodeView(true);
    store.set(workspaceViewAtom, 'design');
    expect(store.get(workspaceViewAtom)).toBe('design');
    expect(counts.committed).toBe(1);
    expect(store.get(refusedViewAtom)).toBeNull();
  });

  it('refuses to leave while the text does not parse, and records where the operator wanted to go', () => {
    const { store, counts } = inCodeView(false);
    store.set(workspaceViewAtom, 'design');
    expect(store.get(workspaceViewAtom)).toBe('code');
    expect(store.get(refusedViewAtom)).toBe('design');
    expect(counts).toEqual({ committed: 1, discarded: 0 });
  });

  it('stays in the code view without asking its text, and switches freely with no code view open', () => {
    const { store, counts } = inCodeView(false);
    store.set(workspaceViewAtom, 'code');
    expect(counts.committed).toBe(0);
    store.set(codeTextHoldAtom, null);
    store.set(workspaceViewAtom, 'design');
    expect(store.get(workspaceViewAtom)).toBe('design');
  });

  it('is reset to the design view for the next template, whatever the code view holds', () => {
    const { store } = inCodeView(false);
    store.set(workspaceViewAtom, 'design');
    store.set(resetWorkspaceViewAtom);
    expect(store.get(workspaceViewAtom)).toBe('design');
    expect(store.get(refusedViewAtom)).toBeNull();
  });
});
