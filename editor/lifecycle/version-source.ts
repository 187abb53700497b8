import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiError } from '../api/editor-api-error';
import type { TemplateConfig } from '../../schema/template/template-config';
import { openDraft } from '../templates/open-draft';

/** One side of a comparison: a published version by number, or the draft in the document. */
export type VersionSource = number | 'draft';

/** A side's template, read from the server for a version (upgraded to the current format like a draft). */
export type LoadedSource = { readonly ok: true; readonly template: TemplateConfig } | { readonly ok: false; readonly message: string; readonly error?: EditorApiError };

/** The template one side of the comparison stands for; versions are immutable, so they are cached by the caller. */
export async function loadVersionSource(api: EditorApiClient, templateId: string, source: VersionSource, draft: TemplateConfig): Promise<LoadedSource> {
  if (source === 'draft') return { ok: true, template: draft };
  const result = await api.getVersion({ params: { templateId, version: source } });
  if (!result.ok) return { ok: false, message: result.error.message, error: result.error };
  return openDraft(result.value.content);
}
