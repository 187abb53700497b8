import type { EditorTemplateListItem } from '../../../schema/api/editor/editor-template';
import type { Queryable } from '../../db/database';
import { toTemplateSummary, type TemplateRow } from './template-row';

interface PromotionRow {
  readonly template_id: string;
  readonly promotion_id: string;
  readonly name: string;
}

/**
 * The tenant's templates, most recently edited first, each with the promotions delivering it. Only
 * the two draft fields the list shows are read, not whole drafts; the promotions come in one query
 * for the whole list, not one per row.
 */
export async function listTemplates(db: Queryable, tenant: string): Promise<EditorTemplateListItem[]> {
  const [templates, promotions] = await Promise.all([
    db.query<TemplateRow>(
      `SELECT template_id, name, description, revision, latest_version, published_revision, published_at, created_at, updated_at, draft_editor_id, draft_editor_name,
              jsonb_build_object('insuranceCategory', draft -> 'insuranceCategory', 'goodsName', draft -> 'goodsName') AS draft
         FROM templates
        WHERE tenant_code = $1
        ORDER BY updated_at DESC, template_id`,
      [tenant],
    ),
    db.query<PromotionRow>('SELECT template_id, promotion_id, name FROM promotions WHERE tenant_code = $1 ORDER BY promotion_id', [tenant]),
  ]);
  const byTemplate = new Map<string, EditorTemplateListItem['promotions'][number][]>();
  for (const row of promotions.rows) {
    const list = byTemplate.get(row.template_id) ?? [];
    list.push({ promotionId: row.promotion_id, name: row.name });
    byTemplate.set(row.template_id, list);
  }
  return templates.rows.map((row) => ({ ...toTemplateSummary(row), promotions: byTemplate.get(row.template_id) ?? [] }));
}
