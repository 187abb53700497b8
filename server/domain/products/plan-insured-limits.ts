import type { InsuredCountLimits } from '../../../shared/insured/check-insured-count';
import type { Queryable } from '../../db/database';

/**
 * The plan's maxInsuredCount and minInsuredCount (spec section 3), for the orders domain to check an
 * insured list before anything is written; undefined for a plan the tenant does not have.
 */
export async function planInsuredLimits(db: Queryable, tenant: string, planId: string): Promise<InsuredCountLimits | undefined> {
  const { rows } = await db.query<{ min_insured_count: number; max_insured_count: number }>(
    'SELECT min_insured_count, max_insured_count FROM plans WHERE tenant_code = $1 AND plan_id = $2',
    [tenant, planId],
  );
  const row = rows[0];
  return row ? { min: row.min_insured_count, max: row.max_insured_count } : undefined;
}
