import type { Queryable } from '../../../db/database';
import type { PiiVault } from '../../../pii/pii-vault';
import { openOrderRow } from './order-pii';
import { ORDER_COLUMNS, type OrderRow } from './order-row';

/**
 * The tenant's order created with a submit idempotency key, locked until the caller's transaction
 * ends; undefined when the key is new.
 */
export async function findOrderByKey(tx: Queryable, pii: PiiVault, tenant: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  const { rows } = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_code = $1 AND idempotency_key = $2 FOR UPDATE`, [
    tenant,
    idempotencyKey,
  ]);
  return rows[0] && openOrderRow(rows[0], pii);
}
