import type { Queryable } from '../../db/database';

/**
 * The plan's name (spec section 3, Plan: the 方案 the buyer chose, as 守护定期寿险（标准版）), for the
 * orders domain to show an order's 保障方案 as the confirm page did; undefined for a plan the tenant
 * does not have. Not a package's name: a plan holds packages, and the buyer never picks one.
 */
export async function planName(db: Queryable, tenant: string, planId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ plan_name: string }>('SELECT plan_name FROM plans WHERE tenant_code = $1 AND plan_id = $2', [tenant, planId]);
  return rows[0]?.plan_name;
}
