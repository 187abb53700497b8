import { assertNever } from '../assert-never';
import { formatCalendarDate, parseCalendarDate } from './calendar-date';
import type { Dayjs } from './dayjs-utc';
import { parseInsurancePeriod, type InsurancePeriod, type PeriodUnit } from './insurance-period';

/** The end date of a lifelong policy: a fixed far-future date (spec section 3). */
export const LIFELONG_END_DATE = '9999-12-31';

/**
 * The last covered day of a policy starting on `start` ('YYYY-MM-DD'): the start plus the period,
 * minus one day (spec section 4). A policy from 2025-03-15 for 1-Y ends on 2026-03-14; for 30-D on
 * 2025-04-13; a lifelong one on `LIFELONG_END_DATE`.
 *
 * Month ends: a month or year later than the 31st is the day the policy has run a full month,
 * so when the target month lacks that day the period runs to the last day of that month.
 * 2025-01-31 + 1-M ends on 2025-02-28 (naive clamping would give 02-27 and lose a covered day),
 * 2024-02-29 + 1-Y on 2025-02-28, while 2025-01-28 + 1-M ends on 2025-02-27 as usual.
 *
 * Undefined when `start` is not a calendar date or `period` not an insurance period.
 */
export function insuranceEndDate(start: string, period: InsurancePeriod | string): string | undefined {
  const startDate = parseCalendarDate(start);
  const parsed = typeof period === 'string' ? parseInsurancePeriod(period) : period;
  if (!startDate || !parsed) return undefined;
  switch (parsed.kind) {
    case 'lifelong':
      return LIFELONG_END_DATE;
    case 'term':
      return formatCalendarDate(termEnd(startDate, parsed.amount, parsed.unit));
    default:
      return assertNever(parsed, 'insurance period');
  }
}

function termEnd(start: Dayjs, amount: number, unit: PeriodUnit): Dayjs {
  switch (unit) {
    case 'D':
      return start.add(amount - 1, 'day');
    case 'M':
      return calendarTermEnd(start, start.add(amount, 'month'));
    case 'Y':
      return calendarTermEnd(start, start.add(amount, 'year'));
    default:
      return assertNever(unit, 'period unit');
  }
}

/** dayjs clamps a missing day to the month's last day; that day then is the end, not the day before. */
function calendarTermEnd(start: Dayjs, shifted: Dayjs): Dayjs {
  return shifted.date() === start.date() ? shifted.subtract(1, 'day') : shifted;
}
