import type { Queryable } from '../db/database';
import { SEED_TENANTS } from './seed-ids';

/** The two demo tenants; rerunning changes nothing. */
export async function seedTenants(db: Queryable): Promise<void> {
  for (const tenant of SEED_TENANTS) {
    await db.query('INSERT INTO tenants (code, name, style) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING', [tenant.code, tenant.name, tenant.style]);
  }
}
