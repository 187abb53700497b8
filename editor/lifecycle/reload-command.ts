import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiError } from '../api/editor-api-error';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { openDraft } from '../templates/open-draft';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import type { EditorStore } from './editor-store';
import { summaryOf } from './opened-summary';

/** How reloading ended: the server's draft is in the document, or why not. */
export type ReloadOutcome =
  | { readonly kind: 'reloaded' }
  | { readonly kind: 'failed'; readonly error: EditorApiError }
  | { readonly kind: 'unreadable'; readonly message: string }
  | { readonly kind: 'closed' };

/**
 * Replaces the document with the opened template's draft as the server has it now (after a conflict
 * or a rollback): a fresh history, nothing unsaved, and the server's revision and status.
 */
export async function reloadCommand(store: EditorStore, api: EditorApiClient): Promise<ReloadOutcome> {
  const opened = store.get(openedTemplateAtom);
  if (!opened) return { kind: 'closed' };
  const result = await api.getTemplate({ params: { templateId: opened.templateId } });
  if (!result.ok) return { kind: 'failed', error: result.error };
  const draft = openDraft(result.value.draft);
  if (!draft.ok) return { kind: 'unreadable', message: draft.message };
  if (store.get(openedTemplateAtom)?.templateId !== opened.templateId) return { kind: 'closed' };
  store.set(dispatchDocumentAtom, { type: 'load', template: draft.template });
  store.set(openedTemplateAtom, { ...opened, summary: summaryOf(result.value) });
  return { kind: 'reloaded' };
}
