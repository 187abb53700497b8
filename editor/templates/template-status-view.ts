import type { EditorTemplateSummary } from '../../schema/api/editor/editor-template';

/**
 * What the list says about a template: never published; published, the draft being that version; or a
 * draft with edits that version `version` does not have yet.
 */
export type TemplateStatusView =
  | { readonly kind: 'draft' }
  | { readonly kind: 'published'; readonly version: number }
  | { readonly kind: 'draftAhead'; readonly version: number };

/**
 * The status to show for a template of the list. The version number decides whether it was ever
 * published (a template without one is a draft whatever the status field says); the server's status
 * then says whether the draft moved on since.
 */
export function templateStatusView(summary: Pick<EditorTemplateSummary, 'status' | 'latestVersion'>): TemplateStatusView {
  const version = summary.latestVersion;
  if (version === null) return { kind: 'draft' };
  return summary.status === 'published' ? { kind: 'published', version } : { kind: 'draftAhead', version };
}
