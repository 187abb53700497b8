import type { Problem } from '../../schema/validate/problem';
import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiError } from '../api/editor-api-error';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import type { EditorStore } from './editor-store';
import { reloadCommand, type ReloadOutcome } from './reload-command';

/** How a rollback ended: the restored content published as `version` (and the document reloaded), or why not. */
export type RollbackOutcome =
  | { readonly kind: 'rolledBack'; readonly version: number; readonly reload: ReloadOutcome }
  | { readonly kind: 'invalid'; readonly problems: readonly Problem[] }
  | { readonly kind: 'failed'; readonly error: EditorApiError }
  | { readonly kind: 'closed' };

/**
 * Rolls the opened template back to `version`: the server makes that version's content the draft and
 * publishes it as a new version (history is not rewritten), so buyers see it at once. Unsaved edits
 * are discarded (the caller asked first); the document is reloaded with the restored draft.
 */
export async function rollbackCommand(store: EditorStore, api: EditorApiClient, version: number): Promise<RollbackOutcome> {
  const opened = store.get(openedTemplateAtom);
  if (!opened) return { kind: 'closed' };
  const result = await api.rollbackTemplate({ params: { templateId: opened.templateId, version }, body: { revision: opened.summary.revision } });
  if (!result.ok) return result.error.kind === 'invalid' ? { kind: 'invalid', problems: result.error.problems } : { kind: 'failed', error: result.error };
  return { kind: 'rolledBack', version: result.value.version, reload: await reloadCommand(store, api) };
}
