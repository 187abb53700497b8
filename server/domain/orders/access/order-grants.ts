import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { BUYER_GRANT_TTL_MS } from './access-limits';

/** One order a buyer may name by its plain number. */
export interface OrderGrant {
  readonly tenant: string;
  readonly orderNo: string;
}

/** Only a digest of the buyer id is stored: reading the table names no cookie. */
export function buyerHash(buyerId: string): string {
  return createHash('sha256').update(buyerId).digest('hex');
}

function oldestLive(now: Date): Date {
  return new Date(now.getTime() - BUYER_GRANT_TTL_MS);
}

/** Whether the buyer holds a live grant for the order. */
export async function hasGrant(db: Queryable, buyerId: string, grant: OrderGrant, now: Date): Promise<boolean> {
  const found = await db.query(
    'SELECT 1 FROM buyer_order_grants WHERE buyer_hash = $1 AND tenant_code = $2 AND order_no = $3 AND created_at > $4',
    [buyerHash(buyerId), grant.tenant, grant.orderNo, oldestLive(now)],
  );
  return found.rowCount > 0;
}

/** Records grants for the buyer, renewing any it already holds. */
export async function saveGrants(db: Queryable, buyerId: string, grants: readonly OrderGrant[], now: Date): Promise<void> {
  const hash = buyerHash(buyerId);
  for (const grant of grants) {
    await db.query(
      `INSERT INTO buyer_order_grants (buyer_hash, tenant_code, order_no, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (buyer_hash, tenant_code, order_no) DO UPDATE SET created_at = EXCLUDED.created_at`,
      [hash, grant.tenant, grant.orderNo, now],
    );
  }
}

/** Deletes grants past their 30 days; they are already refused when read, this keeps the table small. */
export async function purgeOldGrants(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM buyer_order_grants WHERE created_at <= $1', [oldestLive(now)]);
}
