import type { Queryable } from '../../db/database';
import { newTemplateId } from './new-template-id';
import { TEMPLATE_COLUMNS, type TemplateRow } from './template-row';

/** What a new template starts with. */
export interface NewTemplate {
  readonly name: string;
  readonly description: string;
  readonly draft: object;
  readonly now: Date;
  /** A chosen id (the seed's); a random one otherwise. */
  readonly templateId?: string;
}

/** Stores a new, unpublished template of the tenant at revision 1. */
export async function insertTemplate(db: Queryable, tenant: string, template: NewTemplate): Promise<TemplateRow> {
  const inserted = await db.query<TemplateRow>(
    `INSERT INTO templates (tenant_code, template_id, name, description, draft, revision, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, 1, $6, $6)
     RETURNING ${TEMPLATE_COLUMNS}`,
    [tenant, template.templateId ?? newTemplateId(), template.name, template.description, JSON.stringify(template.draft), template.now],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error('template insert returned no row');
  return row;
}
