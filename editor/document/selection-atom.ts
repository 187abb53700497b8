import { atom } from 'jotai';
import type { Selection } from './selection';

/** The selection. Kept out of the document history: undo reverts edits, not where the operator looks. */
export const selectionAtom = atom<Selection>({ pageId: '', moduleId: null });
