import { formatCalendarDate } from './calendar-date';
import { shanghaiClock } from './shanghai-clock';
import type { DateInput } from './to-instant';

/** The product's date-time display (spec section 3). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A moment as 'YYYY-MM-DD HH:mm' (24-hour) in Shanghai time, e.g. 1795282200000 -> '2026-11-22 01:30'.
 * Empty text when there is no valid date, so a block shows nothing rather than 'Invalid Date'.
 */
export function formatDateTime(input: DateInput | null | undefined): string {
  return shanghaiClock(input)?.format(DATE_TIME_FORMAT) ?? '';
}

/** The Shanghai calendar date of a moment as 'YYYY-MM-DD'; empty text when there is no valid date. */
export function formatDate(input: DateInput | null | undefined): string {
  const clock = shanghaiClock(input);
  return clock ? formatCalendarDate(clock) : '';
}
