import { atom } from 'jotai';
import { canPlace } from './can-place';
import { documentAtom } from './document-atoms';
import { ALLOWED, refuse, type DocumentCheck } from './document-refusal';
import type { ModulePlace } from './module-place';
import { moveSelectionDown, moveSelectionUp } from './move-selection';
import { selectionAfterRemove } from './selection-after-remove';
import { selectionAtom } from './selection-atom';
import { claimModuleId } from './tree/claim-module-id';
import { findModule } from './tree/find-module';
import { moduleIds } from './tree/module-ids';

/** Drops a catalogue block at a place and selects it; answers why when the place refuses it. */
export const insertModuleAtom = atom(null, (get, set, args: { component: string; place: ModulePlace }): DocumentCheck => {
  const template = get(documentAtom).history.present;
  const check = canPlace(template, { component: args.component }, args.place);
  if (!check.ok) return check;
  const id = claimModuleId(args.component, moduleIds(template));
  set(documentAtom, { type: 'insertModule', ...args, id });
  set(selectionAtom, { pageId: args.place.pageId, moduleId: id });
  return ALLOWED;
});

/** Moves a module (a drag in the outline or on the canvas) and keeps it selected; answers why when refused. */
export const moveModuleAtom = atom(null, (get, set, args: { moduleId: string; place: ModulePlace }): DocumentCheck => {
  const check = canPlace(get(documentAtom).history.present, { moduleId: args.moduleId }, args.place);
  if (!check.ok) return check;
  set(documentAtom, { type: 'moveModule', ...args });
  set(selectionAtom, { pageId: args.place.pageId, moduleId: args.moduleId });
  return ALLOWED;
});

/** Deletes the selected module (Delete key) and selects its neighbour. */
export const removeSelectedModuleAtom = atom(null, (get, set) => {
  const { moduleId } = get(selectionAtom);
  if (moduleId === null) return;
  const next = selectionAfterRemove(get(documentAtom).history.present, moduleId);
  set(documentAtom, { type: 'removeModule', moduleId });
  if (next) set(selectionAtom, next);
});

/** Duplicates the selected module (Ctrl+D) and selects the copy. */
export const duplicateSelectedModuleAtom = atom(null, (get, set): DocumentCheck => {
  const template = get(documentAtom).history.present;
  const location = findModule(template, get(selectionAtom).moduleId ?? '');
  if (!location) return refuse('moduleNotFound');
  const copyId = claimModuleId(location.module.component, moduleIds(template));
  set(documentAtom, { type: 'duplicateModule', moduleId: location.module.id, copyId });
  set(selectionAtom, { pageId: location.pageId, moduleId: copyId });
  return ALLOWED;
});

/** Moves the selected module one place up or down among its siblings (Alt+arrow keys). */
export const moveSelectedModuleAtom = atom(null, (get, set, direction: 'up' | 'down') => {
  const template = get(documentAtom).history.present;
  const action = (direction === 'up' ? moveSelectionUp : moveSelectionDown)(template, get(selectionAtom));
  if (action) set(documentAtom, action);
});
