import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import type { Queryable } from '../../../db/database';
import { canTransition, type OrderStatus } from '../order-status';
import type { OrderRow } from './order-row';
import { recordStatusEvent } from './record-status-event';

/** Columns a transition may set besides the status. */
export interface TransitionChanges {
  readonly submitted_at?: Date;
  readonly paid_at?: Date;
  readonly finished_at?: Date;
  readonly fail_reason?: string;
}

/**
 * Moves a row locked with FOR UPDATE (in the caller's transaction) to `to`, recording the event.
 * A transition the state machine does not allow from the current status is refused (409) before
 * anything is written, and the caller's transaction rolls back whatever else it did.
 */
export async function transitionOrder(
  tx: Queryable,
  row: Pick<OrderRow, 'order_no' | 'tenant_code' | 'status'>,
  to: OrderStatus,
  now: Date,
  refusal: string,
  changes: TransitionChanges = {},
): Promise<void> {
  if (!canTransition(row.status, to)) throw new DomainError(ERROR_CODES.conflict, refusal, 409);
  const entries = Object.entries(changes);
  const sets = entries.map(([column], index) => `, ${column} = $${index + 6}`).join('');
  // The status guard makes the update a no-op should the row not be locked as the caller promised.
  const updated = await tx.query(
    `UPDATE orders SET status = $3, updated_at = $4${sets} WHERE tenant_code = $1 AND order_no = $2 AND status = $5`,
    [row.tenant_code, row.order_no, to, now, row.status, ...entries.map(([, value]) => value)],
  );
  if (updated.rowCount !== 1) throw new DomainError(ERROR_CODES.conflict, refusal, 409);
  await recordStatusEvent(tx, { tenant: row.tenant_code, orderNo: row.order_no, from: row.status, to, at: now });
}
