import { ORDER_MESSAGES as SHARED_ORDER_MESSAGES } from '../../../../shared/messages/order';
import type { Queryable } from '../../../db/database';
import type { OrderRow } from '../store/order-row';
import { transitionOrder } from '../store/transition-order';

/**
 * Closes an unpaid order locked by the caller (FOR UPDATE): it moves to closed, recording the event,
 * and its pending payment application is superseded, so a late payment, mock or real, is refused.
 */
export async function closeUnpaidOrder(tx: Queryable, row: Pick<OrderRow, 'order_no' | 'tenant_code' | 'status'>, now: Date): Promise<void> {
  await transitionOrder(tx, row, 'closed', now, SHARED_ORDER_MESSAGES.orderClosed, { finished_at: now, fail_reason: SHARED_ORDER_MESSAGES.orderClosed });
  await tx.query(`UPDATE order_payments SET status = 'superseded' WHERE tenant_code = $1 AND order_no = $2 AND status = 'pending'`, [row.tenant_code, row.order_no]);
}
