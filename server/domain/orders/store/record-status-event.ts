import type { Queryable } from '../../../db/database';
import type { OrderStatus } from '../order-status';

/** One step of an order's history: from `from` (null when the order is created) to `to`, at `at`. */
export interface StatusEvent {
  readonly tenant: string;
  readonly orderNo: string;
  readonly from: OrderStatus | null;
  readonly to: OrderStatus;
  readonly at: Date;
}

/** Appends a step to the order's status history, in the caller's transaction. */
export async function recordStatusEvent(tx: Queryable, event: StatusEvent): Promise<void> {
  await tx.query('INSERT INTO order_status_events (tenant_code, order_no, from_status, to_status, at) VALUES ($1, $2, $3, $4, $5)', [
    event.tenant,
    event.orderNo,
    event.from,
    event.to,
    event.at,
  ]);
}
