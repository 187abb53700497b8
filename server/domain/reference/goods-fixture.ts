import type { Queryable } from '../../db/database';

/**
 * Test support: sets the occupation categories a tenant's goods accepts, creating a minimal goods
 * row (in the products domain's `goods` table) when the seed has none with that id.
 */
export async function setGoodsOccupationCategories(db: Queryable, tenant: string, goodsId: string, categories: readonly number[]): Promise<void> {
  const updated = await db.query('UPDATE goods SET allowed_occupation_categories = $3::smallint[] WHERE tenant_code = $1 AND goods_id = $2', [
    tenant,
    goodsId,
    categories,
  ]);
  if (updated.rowCount > 0) return;
  await db.query(
    `INSERT INTO goods (tenant_code, goods_id, goods_name, insurance_category, company_name, allowed_occupation_categories)
     VALUES ($1, $2, '测试商品', 'healthInsurance', '测试保险股份有限公司', $3::smallint[])`,
    [tenant, goodsId, categories],
  );
}
