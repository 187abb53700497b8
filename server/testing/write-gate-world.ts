import { parseAssetUrl } from '../../schema/assets/asset-url';
import type { GateWorld } from '../../shared/publish-gate/testing/gate-world';
import type { Queryable } from '../db/database';
import { productFacts } from '../domain/templates/gate/product-facts';

/**
 * Writes into a tenant's data what a publish gate world holds besides its template, for a template of
 * the tenant: the goods the tenant lacks (a breaker adds only goods with no plan on sale, a bare goods
 * row), the promotions serving the template, and the images of the asset library (the bytes do not
 * matter to the gate). The server then gathers the world's facts for the template.
 */
export async function writeGateWorld(db: Queryable, tenant: string, templateId: string, world: GateWorld): Promise<void> {
  for (const goods of world.goods) {
    if ((await productFacts(db, tenant, goods.goodsId)) !== null) continue;
    if (goods.planIds.length > 0 || goods.hasBenefitTable) throw new Error(`goods ${goods.goodsId} with plans cannot be added: seed them`);
    await db.query(
      `INSERT INTO goods (tenant_code, goods_id, goods_name, insurance_category, company_name, allowed_occupation_categories)
       VALUES ($1, $2, $3, $4, '测试保险股份有限公司', '{1,2,3,4,5,6}'::smallint[])`,
      [tenant, goods.goodsId, goods.goodsName, goods.insuranceCategory],
    );
  }
  for (const promotion of world.promotions) {
    await db.query('INSERT INTO promotions (tenant_code, promotion_id, name, goods_id, template_id) VALUES ($1, $2, $3, $4, $5)', [
      tenant,
      promotion.promotionId,
      '发布检查推广',
      promotion.goodsId,
      templateId,
    ]);
  }
  for (const ref of world.assets) {
    const asset = parseAssetUrl(ref);
    if (!asset) throw new Error(`${ref} is no asset address`);
    await db.query(
      `INSERT INTO media_assets (tenant_code, id, mime_type, byte_size, width, height, content, thumbnail, origin, created_at)
       VALUES ($1, $2, $3, 1, 1, 1, '\\x00'::bytea, '\\x00'::bytea, 'upload', now()) ON CONFLICT DO NOTHING`,
      [tenant, asset.id, asset.mimeType],
    );
  }
}
