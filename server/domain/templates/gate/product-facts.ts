import type { GateProduct } from '../../../../schema/api/editor/editor-gate-facts';
import type { InsuranceCategory } from '../../../../schema/template/insurance-category';
import type { Queryable } from '../../../db/database';

interface GoodsRow {
  readonly goods_name: string;
  readonly insurance_category: InsuranceCategory;
  readonly plan_ids: string[] | null;
  readonly has_benefit_table: boolean;
}

/**
 * The tenant's goods behind a template's `goodsId`, with its plans in display order and whether any
 * product of them shows a benefit table; null when the tenant sells no such goods.
 */
export async function productFacts(db: Queryable, tenant: string, goodsId: string): Promise<GateProduct | null> {
  const found = await db.query<GoodsRow>(
    `SELECT g.goods_name, g.insurance_category,
            (SELECT array_agg(pl.plan_id ORDER BY pl.sort_order, pl.plan_id)
               FROM plans pl WHERE pl.tenant_code = g.tenant_code AND pl.goods_id = g.goods_id) AS plan_ids,
            EXISTS (SELECT 1 FROM plans pl
                      JOIN plan_packages pp ON pp.tenant_code = pl.tenant_code AND pp.plan_id = pl.plan_id
                      JOIN products pr ON pr.tenant_code = pp.tenant_code AND pr.product_package_id = pp.product_package_id
                      JOIN benefit_columns bc ON bc.tenant_code = pr.tenant_code AND bc.product_id = pr.product_id
                     WHERE pl.tenant_code = g.tenant_code AND pl.goods_id = g.goods_id) AS has_benefit_table
       FROM goods g
      WHERE g.tenant_code = $1 AND g.goods_id = $2`,
    [tenant, goodsId],
  );
  const row = found.rows[0];
  if (!row) return null;
  return { goodsId, goodsName: row.goods_name, insuranceCategory: row.insurance_category, planIds: row.plan_ids ?? [], hasBenefitTable: row.has_benefit_table };
}
