import type { Queryable } from '../../db/database';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
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
  const row = result.rows[0];
  if (!row) throw new DomainError(ERROR_CODES.notFound, REFERENCE_MESSAGES.goodsNotFound, 404);
  return row.categories;
}
