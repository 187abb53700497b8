import { atom } from 'jotai';
import { templateAtom } from './document-atoms';
import { selectionAtom } from './selection-atom';
import { findModule, type ModuleLocation } from './tree/find-module';

/**
 * The selected module with where it stands, or undefined when none is selected or it no longer exists
 * (e.g. removed in the code view): what the property panel edits and the canvas highlights.
 */
export const selectedModuleAtom = atom((get): ModuleLocation | undefined => {
  const { moduleId } = get(selectionAtom);
  return moduleId === null ? undefined : findModule(get(templateAtom), moduleId);
});
