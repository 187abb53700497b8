import type { Queryable } from '../../db/database';

/** A region row as read from the database. */
export interface StoredRegion {
  readonly code: string;
  readonly parentCode: string | null;
  readonly level: number;
  readonly name: string;
}

/** Every region as flat rows, parents before children, in display order. */
export async function loadRegions(db: Queryable): Promise<StoredRegion[]> {
  const result = await db.query<StoredRegion>('SELECT code, parent_code AS "parentCode", level, name FROM regions ORDER BY level, sort_order');
  return result.rows;
}

/** The regions a tenant sells a goods in; empty when the goods is sold everywhere. */
export async function loadSaleRegionCodes(db: Queryable, tenant: string, goodsId: string): Promise<Set<string>> {
  const result = await db.query<{ region_code: string }>('SELECT region_code FROM goods_sale_regions WHERE tenant_code = $1 AND goods_id = $2', [tenant, goodsId]);
  return new Set(result.rows.map((row) => row.region_code));
}
