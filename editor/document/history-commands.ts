import { atom } from 'jotai';
import type { TemplateConfig } from '../../schema/template/template-config';
import { documentAtom } from './document-atoms';
import { reconcileSelection } from './reconcile-selection';
import { selectionAtom } from './selection-atom';

/** Opens a template: a fresh history, nothing unsaved, its first page selected. */
export const loadDocumentAtom = atom(null, (_get, set, template: TemplateConfig) => {
  set(documentAtom, { type: 'load', template });
  set(selectionAtom, { pageId: template.pageList[0]?.id ?? '', moduleId: null });
});

/** Undo (Ctrl+Z), keeping the selection on something that still exists. */
export const undoAtom = atom(null, (get, set) => {
  set(documentAtom, { type: 'undo' });
  set(selectionAtom, reconcileSelection(get(documentAtom).history.present, get(selectionAtom)));
});

/** Redo (Ctrl+Shift+Z), keeping the selection on something that still exists. */
export const redoAtom = atom(null, (get, set) => {
  set(documentAtom, { type: 'redo' });
  set(selectionAtom, reconcileSelection(get(documentAtom).history.present, get(selectionAtom)));
});
