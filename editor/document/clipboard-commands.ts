import { atom } from 'jotai';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { canPlace } from './can-place';
import { documentAtom } from './document-atoms';
import { ALLOWED, refuse, type DocumentCheck } from './document-refusal';
import type { ModulePlace } from './module-place';
import { selectionAtom } from './selection-atom';
import { claimModuleId } from './tree/claim-module-id';
import { findModule } from './tree/find-module';
import { moduleIds } from './tree/module-ids';
import { moduleList } from './tree/module-list';

/** The copied module subtree (Ctrl+C), kept as it was when copied; not part of the document. */
export const clipboardAtom = atom<Module | null>(null);

/** Copies the selected module with its children. */
export const copySelectedModuleAtom = atom(null, (get, set) => {
  const location = findModule(get(documentAtom).history.present, get(selectionAtom).moduleId ?? '');
  if (location) set(clipboardAtom, structuredClone(location.module));
});

/** Right after the selected module, or at the end of the selected page when no module is selected. */
function pastePlace(template: TemplateConfig, pageId: string, moduleId: string | null): ModulePlace {
  const location = moduleId === null ? undefined : findModule(template, moduleId);
  if (location) return { pageId: location.pageId, parentId: location.parentId, index: location.index + 1 };
  const page = template.pageList.find((candidate) => candidate.id === pageId);
  return { pageId, parentId: null, index: moduleList(page?.moduleList).length };
}

/** Pastes the clipboard (Ctrl+V) after the selection, with fresh ids, and selects the pasted module. */
export const pasteModuleAtom = atom(null, (get, set): DocumentCheck => {
  const module = get(clipboardAtom);
  if (!module) return refuse('clipboardEmpty');
  const template = get(documentAtom).history.present;
  const selection = get(selectionAtom);
  const place = pastePlace(template, selection.pageId, selection.moduleId);
  const check = canPlace(template, { module }, place);
  if (!check.ok) return check;
  const id = claimModuleId(module.component, moduleIds(template));
  set(documentAtom, { type: 'pasteModule', module, place, id });
  set(selectionAtom, { pageId: place.pageId, moduleId: id });
  return ALLOWED;
});
