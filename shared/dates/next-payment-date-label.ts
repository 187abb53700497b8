import { shanghaiClock } from './shanghai-clock';
import type { DateInput } from './to-instant';

/** Month and day without leading zeros, as the payment plan names the next debit. */
export const NEXT_PAYMENT_DATE_FORMAT = 'M月D日';

/**
 * The next payment date as month and day, e.g. '2026-12-01' -> '12月1日' (spec section 4). Takes
 * the date text getNextPaymentPeriod returns or a timestamp, read in Shanghai time; empty text
 * when there is no valid date.
 */
export function nextPaymentDateLabel(date: DateInput | null | undefined): string {
  return shanghaiClock(date)?.format(NEXT_PAYMENT_DATE_FORMAT) ?? '';
}
