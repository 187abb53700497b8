import { dayjs, type Dayjs } from './dayjs-utc';

/** How a calendar date without time travels through the product: '2026-11-23'. */
export const CALENDAR_DATE_FORMAT = 'YYYY-MM-DD';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' calendar date as a UTC-midnight dayjs, for arithmetic in whole days, months and
 * years that no zone or summer time can shift. Undefined for anything else, including impossible
 * dates such as '2025-02-30'.
 */
export function parseCalendarDate(text: string | null | undefined): Dayjs | undefined {
  if (typeof text !== 'string' || !CALENDAR_DATE.test(text)) return undefined;
  const date = dayjs.utc(text);
  return date.isValid() && formatCalendarDate(date) === text ? date : undefined;
}

/** The 'YYYY-MM-DD' text of a calendar date from `parseCalendarDate` or `shanghaiClock`. */
export function formatCalendarDate(date: Dayjs): string {
  return date.format(CALENDAR_DATE_FORMAT);
}

/** The calendar date `days` days after (or, negative, before) a 'YYYY-MM-DD' date. */
export function addCalendarDays(text: string, days: number): string | undefined {
  const date = parseCalendarDate(text);
  return date ? formatCalendarDate(date.add(days, 'day')) : undefined;
}
