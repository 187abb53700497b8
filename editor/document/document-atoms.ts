import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import { CURRENT_SCHEMA_VERSION } from '../../schema/template/schema-version';
import { TemplateConfigSchema, type TemplateConfig } from '../../schema/template/template-config';
import { createDocumentState, documentStateReducer, type DocumentStateAction } from './document-state';

/** What the editor holds before a template is opened: no pages, nothing to undo. */
const NO_TEMPLATE: TemplateConfig = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  themeColor: TemplateConfigSchema.properties.themeColor.default as string,
  insuranceCategory: 'healthInsurance',
  pageList: [],
};

/** The open document (template, undo / redo stacks, last saved template), changed only by actions. */
export const documentAtom = atomWithReducer(createDocumentState(NO_TEMPLATE), documentStateReducer);

/** Sends an action to the document (`useSetAtom(dispatchDocumentAtom)` or `store.set` outside React). */
export const dispatchDocumentAtom = atom(null, (_get, set, action: DocumentStateAction) => {
  set(documentAtom, action);
});

/** The template as it stands now: what the canvas, the panels and the code view show. */
export const templateAtom = atom((get) => get(documentAtom).history.present);

export const canUndoAtom = atom((get) => get(documentAtom).history.past.length > 0);

export const canRedoAtom = atom((get) => get(documentAtom).history.future.length > 0);

/**
 * Whether the template differs from the one last saved. Undoing back to the saved state makes it
 * clean again, because operations return the same objects when nothing changed; a template equal in
 * content but rebuilt (e.g. from the code view) is compared by value.
 */
export const dirtyAtom = atom((get) => {
  const { history, saved } = get(documentAtom);
  return history.present !== saved && JSON.stringify(history.present) !== JSON.stringify(saved);
});
