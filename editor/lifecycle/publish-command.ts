import type { AcknowledgedWarning } from '../../schema/api/editor/editor-gate-facts';
import type { Problem } from '../../schema/validate/problem';
import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiError } from '../api/editor-api-error';
import { dirtyAtom } from '../document/document-atoms';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import type { EditorStore } from './editor-store';
import { publishedSummary } from './opened-summary';
import { saveCommand, type SaveOutcome } from './save-command';

/** How publishing ended: a new version, refused with the template's problems (nothing published), or failed. */
export type PublishOutcome =
  | { readonly kind: 'published'; readonly version: number }
  | { readonly kind: 'invalid'; readonly problems: readonly Problem[] }
  | { readonly kind: 'failed'; readonly error: EditorApiError }
  | { readonly kind: 'notSaved'; readonly save: Exclude<SaveOutcome, { kind: 'saved' }> };

/**
 * Publishes what the operator sees: unsaved changes are saved first (a refused save stops here), then
 * the draft at that revision is published, so nobody else's later save slips into the version. The
 * publish gate's warnings the publisher acknowledged go with it; the server refuses any other.
 */
export async function publishCommand(
  store: EditorStore,
  api: EditorApiClient,
  note: string,
  acknowledgedWarnings: readonly AcknowledgedWarning[] = [],
): Promise<PublishOutcome> {
  if (store.get(dirtyAtom)) {
    const save = await saveCommand(store, api);
    if (save.kind !== 'saved') return { kind: 'notSaved', save };
  }
  const opened = store.get(openedTemplateAtom);
  if (!opened) return { kind: 'notSaved', save: { kind: 'closed' } };
  const trimmed = note.trim();
  const result = await api.publishTemplate({
    params: { templateId: opened.templateId },
    body: {
      revision: opened.summary.revision,
      ...(trimmed ? { note: trimmed } : {}),
      ...(acknowledgedWarnings.length > 0 ? { acknowledgedWarnings: [...acknowledgedWarnings] } : {}),
    },
  });
  if (!result.ok) return result.error.kind === 'invalid' ? { kind: 'invalid', problems: result.error.problems } : { kind: 'failed', error: result.error };
  if (store.get(openedTemplateAtom)?.templateId === opened.templateId) {
    store.set(openedTemplateAtom, { ...opened, summary: publishedSummary(opened.summary, result.value) });
  }
  return { kind: 'published', version: result.value.version };
}
