import type { TemplatePromotion } from '../../../schema/api/editor/editor-promotion';
import type { Queryable } from '../../db/database';
import { requireTemplate } from './find-template';

interface PromotionRow {
  readonly promotion_id: string;
  readonly name: string;
  readonly goods_id: string;
  readonly goods_name: string;
  readonly plan_ids: string[] | null;
}

/** The tenant's promotions that deliver a template, with their goods and plans in display order. */
export async function listTemplatePromotions(db: Queryable, tenant: string, templateId: string): Promise<TemplatePromotion[]> {
  await requireTemplate(db, tenant, templateId);
  const found = await db.query<PromotionRow>(
    `SELECT p.promotion_id, p.name, p.goods_id, g.goods_name,
            (SELECT array_agg(pp.plan_id ORDER BY pp.position, pp.plan_id)
               FROM promotion_plans pp
              WHERE pp.tenant_code = p.tenant_code AND pp.promotion_id = p.promotion_id) AS plan_ids
       FROM promotions p
       JOIN goods g ON g.tenant_code = p.tenant_code AND g.goods_id = p.goods_id
      WHERE p.tenant_code = $1 AND p.template_id = $2
      ORDER BY p.promotion_id`,
    [tenant, templateId],
  );
  return found.rows.map((row) => ({
    promotionId: row.promotion_id,
    name: row.name,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    planIds: row.plan_ids ?? [],
  }));
}
