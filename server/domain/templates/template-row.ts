import type { EditorTemplate, EditorTemplateSummary, TemplateStatus } from '../../../schema/api/editor/editor-template';
import { INSURANCE_CATEGORIES } from '../../../schema/template/insurance-category';

/** A `templates` row as the editor queries select it (see TEMPLATE_COLUMNS). */
export interface TemplateRow {
  readonly template_id: string;
  readonly name: string;
  readonly description: string;
  readonly draft: Record<string, unknown>;
  readonly revision: number;
  readonly latest_version: number | null;
  readonly published_revision: number | null;
  readonly published_at: Date | string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  readonly draft_editor_id: string | null;
  readonly draft_editor_name: string | null;
}

/** The columns every editor query selects into a TemplateRow. */
export const TEMPLATE_COLUMNS =
  'template_id, name, description, draft, revision, latest_version, published_revision, published_at, created_at, updated_at, draft_editor_id, draft_editor_name';

/** Both drivers return `timestamptz` as a Date; a string is accepted as well. */
export function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Draft, published, or published with newer unpublished edits: decided by revisions, not by diffing JSON. */
export function templateStatus(row: Pick<TemplateRow, 'latest_version' | 'revision' | 'published_revision'>): TemplateStatus {
  if (row.latest_version === null) return 'draft';
  return row.revision === row.published_revision ? 'published' : 'modified';
}

type Category = (typeof INSURANCE_CATEGORIES)[number];

function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (INSURANCE_CATEGORIES as readonly string[]).includes(value);
}

/** The list entry of a template; the category and goods name come from the draft when it has valid ones. */
export function toTemplateSummary(row: TemplateRow): EditorTemplateSummary {
  const { insuranceCategory, goodsName } = row.draft;
  return {
    templateId: row.template_id,
    name: row.name,
    description: row.description,
    status: templateStatus(row),
    latestVersion: row.latest_version,
    revision: row.revision,
    ...(isCategory(insuranceCategory) ? { insuranceCategory } : {}),
    ...(typeof goodsName === 'string' ? { goodsName } : {}),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    publishedAt: row.published_at === null ? null : toIso(row.published_at),
    draftEditor: row.draft_editor_name,
  };
}

/** The template opened for editing: its summary and the draft itself. */
export function toEditorTemplate(row: TemplateRow): EditorTemplate {
  return { ...toTemplateSummary(row), draft: row.draft };
}
