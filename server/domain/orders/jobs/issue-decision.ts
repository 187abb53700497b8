import { shanghaiDateToTimestamp } from '../../../../shared/dates/shanghai-date-to-timestamp';
import { todayInShanghai } from '../../../../shared/dates/shanghai-today';
import { ORDER_MESSAGES } from '../order-messages';
import type { OrderRow } from '../store/order-row';

/** What issuing decides for a paid order. */
export type IssueDecision = { readonly issue: true } | { readonly issue: false; readonly reason: string };

/**
 * The simulated core system's underwriting at issue time, deterministic so tests can steer it: the
 * payment received must equal the order's first premium, and the chosen start date must not have
 * passed by the day of issuing (a buyer who paid days after submitting misses the start date).
 */
export function issueDecision(row: Pick<OrderRow, 'payload' | 'initial_premium'>, paidAmount: number, now: Date): IssueDecision {
  if (paidAmount !== (row.initial_premium ?? 0)) return { issue: false, reason: ORDER_MESSAGES.issueAmountMismatch };
  const start = row.payload.insuranceStartDate;
  const startOfToday = shanghaiDateToTimestamp(todayInShanghai(now)) ?? 0;
  if (start !== undefined && start < startOfToday) return { issue: false, reason: ORDER_MESSAGES.issueStartDatePassed };
  return { issue: true };
}
