import { awaitsPayment } from '../order-status';
import type { OrderRow } from '../store/order-row';

const MINUTE_MS = 60_000;

/** When an unpaid order closes: UNPAID_ORDER_MINUTES after its submission. */
export function unpaidDeadline(row: Pick<OrderRow, 'submitted_at' | 'created_at'>, minutes: number): Date {
  return new Date((row.submitted_at ?? row.created_at).getTime() + minutes * MINUTE_MS);
}

/**
 * Whether an order still awaiting payment is past its deadline. The sweep closes such orders within a
 * second or so; until it has, every way of paying already treats them as closed.
 */
export function isOverdue(row: Pick<OrderRow, 'status' | 'submitted_at' | 'created_at'>, minutes: number, now: Date): boolean {
  return awaitsPayment(row.status) && now.getTime() >= unpaidDeadline(row, minutes).getTime();
}
