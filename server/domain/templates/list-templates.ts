import type { EditorTemplateSummary } from '../../../schema/api/editor/editor-template';
import type { Queryable } from '../../db/database';
import { toTemplateSummary, type TemplateRow } from './template-row';

/**
 * The tenant's templates, most recently edited first. Only the two draft fields the list shows are
 * read, not whole drafts.
 */
export async function listTemplates(db: Queryable, tenant: string): Promise<EditorTemplateSummary[]> {
  const found = await db.query<TemplateRow>(
    `SELECT template_id, name, description, revision, latest_version, published_revision, published_at, created_at, updated_at,
            jsonb_build_object('insuranceCategory', draft -> 'insuranceCategory', 'goodsName', draft -> 'goodsName') AS draft
       FROM templates
      WHERE tenant_code = $1
      ORDER BY updated_at DESC, template_id`,
    [tenant],
  );
  return found.rows.map(toTemplateSummary);
}
