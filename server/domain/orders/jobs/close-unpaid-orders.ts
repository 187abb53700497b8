import type { AppContext } from '../../../app/app-context';
import { CASHIER_NONCE_RETENTION_MS } from '../cashier/cashier-constants';
import { closeUnpaidOrder } from '../payment/close-unpaid-order';
import type { OrderStatus } from '../order-status';
import { JOB_BATCH_LIMIT } from './job-constants';

interface OverdueRow {
  readonly tenant_code: string;
  readonly order_no: string;
  readonly status: OrderStatus;
}

const MINUTE_MS = 60_000;

/**
 * The unpaid-order sweep: closes (see closeUnpaidOrder) the orders still submitted or paying
 * UNPAID_ORDER_MINUTES after their submission, a batch at a time, and purges the cashier notice nonces
 * old enough that their timestamps refuse a replay on their own. Orders another instance is working on
 * are skipped (SKIP LOCKED) and picked up by the next sweep. Returns how many orders it closed. The
 * job runner calls it on its timer; tests call it directly after moving the clock.
 */
export async function closeUnpaidOrders(app: AppContext): Promise<number> {
  return app.db.transaction(async (tx) => {
    const now = app.now();
    const deadline = new Date(now.getTime() - app.config.unpaidOrderMinutes * MINUTE_MS);
    const { rows } = await tx.query<OverdueRow>(
      `SELECT tenant_code, order_no, status FROM orders
        WHERE status IN ('submitted', 'paying') AND coalesce(submitted_at, created_at) <= $1
        ORDER BY submitted_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [deadline, JOB_BATCH_LIMIT],
    );
    for (const row of rows) await closeUnpaidOrder(tx, row, now);
    await tx.query('DELETE FROM cashier_notice_nonces WHERE seen_at < $1', [new Date(now.getTime() - CASHIER_NONCE_RETENTION_MS)]);
    return rows.length;
  });
}
