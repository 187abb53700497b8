import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiError } from '../api/editor-api-error';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { openedTemplateAtom, type OpenedTemplate } from '../workspace/opened-template-atom';
import type { EditorStore } from './editor-store';
import { summaryOf } from './opened-summary';

/** How a save ended: stored, refused because someone else saved first (409), or failed otherwise. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly summary: OpenedTemplate['summary'] }
  | { readonly kind: 'conflict'; readonly currentRevision: number | undefined }
  | { readonly kind: 'failed'; readonly error: EditorApiError }
  | { readonly kind: 'closed' };

/**
 * Saves the document's template as the opened template's draft, from the revision it was read at, or
 * from `overwriteRevision`: the revision a 409 reported, when the operator chose to overwrite what
 * someone else saved (the server accepts any save that names the current revision). Afterwards the
 * opened template takes the new revision and status, and the document marks as saved the template that
 * was sent, which is older than the present one if the operator kept editing during the save.
 */
export async function saveCommand(store: EditorStore, api: EditorApiClient, overwriteRevision?: number): Promise<SaveOutcome> {
  const opened = store.get(openedTemplateAtom);
  if (!opened) return { kind: 'closed' };
  const template = store.get(templateAtom);
  const result = await api.saveDraft({
    params: { templateId: opened.templateId },
    body: { revision: overwriteRevision ?? opened.summary.revision, draft: template },
  });
  if (!result.ok) {
    return result.error.kind === 'conflict' ? { kind: 'conflict', currentRevision: result.error.currentRevision } : { kind: 'failed', error: result.error };
  }
  const summary = summaryOf(result.value);
  // Another template may have been opened while the request was out; its state is not this save's.
  if (store.get(openedTemplateAtom)?.templateId === opened.templateId) {
    store.set(openedTemplateAtom, { ...opened, summary });
    store.set(dispatchDocumentAtom, { type: 'markSaved', template });
  }
  return { kind: 'saved', summary };
}
