import { useDraftSave } from './use-draft-save';

/** Keeps the order as a draft when the buyer leaves the template page (see useDraftSave). */
export function DraftSave(): null {
  useDraftSave();
  return null;
}
