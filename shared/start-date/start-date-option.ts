import { DATE_PICKER_MAX, EARLIEST_CHOOSABLE_OFFSET_DAYS } from '../constants';
import { formatCalendarDate, parseCalendarDate } from '../dates/calendar-date';
import type { Dayjs } from '../dates/dayjs-utc';

/** The start-date radio: 1 tomorrow minimum, 2 fixed default, 3 default N days ahead, 4 default N days before. */
export const START_DATE_OPTIONS = [1, 2, 3, 4] as const;

export type StartDateOption = (typeof START_DATE_OPTIONS)[number];

export interface StartDateContext {
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  readonly today: string;
  /** Option 2: the configured start date, `YYYY-MM-DD`. */
  readonly fixedDate?: string | null;
  /** Option 3: how many days after today the start date defaults to. */
  readonly daysAhead?: number | null;
  /** Option 4: how many days before today the start date defaults to (backdated cover). */
  readonly daysBefore?: number | null;
}

/** The insurance start-date picker's default and bounds, all `YYYY-MM-DD`. */
export interface StartDateRange {
  readonly defaultDate: string;
  readonly minDate: string;
  readonly maxDate: string;
}

function wholeDays(value: number | null | undefined, fallback: number): number {
  return value !== null && value !== undefined && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : fallback;
}

/**
 * The insurance start date for a start-date option (spec section 4). Options 1 to 3 never allow a date
 * before tomorrow: 1 defaults to tomorrow; 2 to the fixed date; 3 to today plus N days; a default that
 * would fall before tomorrow (a past fixed date, N = 0) is raised to tomorrow. Option 4 backdates: the
 * default is today minus N days and is also the earliest choosable date. An unknown option behaves as 1;
 * a missing or invalid fixed date falls back to tomorrow. Throws when `today` is not a calendar date.
 */
export function startDateOption(option: number | string | null | undefined, context: StartDateContext): StartDateRange {
  const today = parseCalendarDate(context.today);
  if (!today) throw new RangeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(context.today)}`);
  const tomorrow = today.add(EARLIEST_CHOOSABLE_OFFSET_DAYS, 'day');
  const range = (defaultDate: Dayjs, minDate: Dayjs): StartDateRange => ({
    defaultDate: formatCalendarDate(defaultDate.isBefore(minDate) ? minDate : defaultDate),
    minDate: formatCalendarDate(minDate),
    maxDate: DATE_PICKER_MAX,
  });

  switch (Number(option)) {
    case 2:
      return range(parseCalendarDate(context.fixedDate) ?? tomorrow, tomorrow);
    case 3:
      return range(today.add(wholeDays(context.daysAhead, EARLIEST_CHOOSABLE_OFFSET_DAYS), 'day'), tomorrow);
    case 4: {
      const backdated = today.subtract(wholeDays(context.daysBefore, 0), 'day');
      return range(backdated, backdated);
    }
    default:
      return range(tomorrow, tomorrow);
  }
}
