import type { Queryable } from '../../db/database';
import { newTemplateId } from './new-template-id';
import type { TemplateAuthor } from './template-author';
import { TEMPLATE_COLUMNS, type TemplateRow } from './template-row';

/** What a new template starts with. */
export interface NewTemplate {
  readonly name: string;
  readonly description: string;
  readonly draft: object;
  readonly now: Date;
  /** A chosen id (the seed's); a random one otherwise. */
  readonly templateId?: string;
  /** Who created it (null: the seed). */
  readonly editor: TemplateAuthor | null;
}

/** Stores a new, unpublished template of the tenant at revision 1. */
export async function insertTemplate(db: Queryable, tenant: string, template: NewTemplate): Promise<TemplateRow> {
  const inserted = await db.query<TemplateRow>(
    `INSERT INTO templates (tenant_code, template_id, name, description, draft, revision, created_at, updated_at, draft_editor_id, draft_editor_name)
     VALUES ($1, $2, $3, $4, $5::jsonb, 1, $6, $6, $7, $8)
     RETURNING ${TEMPLATE_COLUMNS}`,
    [
      tenant,
      template.templateId ?? newTemplateId(),
      template.name,
      template.description,
      JSON.stringify(template.draft),
      template.now,
      template.editor?.id ?? null,
      template.editor?.name ?? null,
    ],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error('template insert returned no row');
  return row;
}
