import type { Queryable } from '../../db/database';
import { templateNotFound } from './template-errors';
import { TEMPLATE_COLUMNS, type TemplateRow } from './template-row';

/**
 * The tenant's template, or a 404. With `forUpdate` the row stays locked until the transaction ends,
 * so publishing and rolling back see no concurrent save between their read and their write.
 */
export async function requireTemplate(db: Queryable, tenant: string, templateId: string, options: { forUpdate?: boolean } = {}): Promise<TemplateRow> {
  const found = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM templates WHERE tenant_code = $1 AND template_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [tenant, templateId],
  );
  const row = found.rows[0];
  if (!row) throw templateNotFound(templateId);
  return row;
}
