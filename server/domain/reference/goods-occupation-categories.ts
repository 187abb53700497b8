import type { Queryable } from '../../db/database';
import { requireFound } from '../../app/not-found';
import { REFERENCE_MESSAGES } from './reference-messages';

/**
 * The occupation categories a tenant's goods accepts, from the products domain's `goods` table.
 * An unknown goods is refused rather than treated as accepting everything.
 */
export async function readAllowedOccupationCategories(db: Queryable, tenant: string, goodsId: string): Promise<number[]> {
  const result = await db.query<{ categories: number[] }>(
    'SELECT allowed_occupation_categories AS categories FROM goods WHERE tenant_code = $1 AND goods_id = $2',
    [tenant, goodsId],
  );
  return requireFound(result.rows[0], REFERENCE_MESSAGES.goodsNotFound).categories;
}
