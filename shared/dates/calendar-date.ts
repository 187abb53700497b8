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
  // Read field by field (every premium reads several dates: dayjs's own parse and format are most
  // of a premium's time). Years before 100 are refused, as Date.UTC would read them as 19xx.
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return dayjs.utc(Date.UTC(year, month - 1, day));
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return leap ? 29 : 28;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The 'YYYY-MM-DD' text of a calendar date from `parseCalendarDate` or `shanghaiClock` (as `format(CALENDAR_DATE_FORMAT)` writes it). */
export function formatCalendarDate(date: Dayjs): string {
  return `${pad(date.year(), 4)}-${pad(date.month() + 1, 2)}-${pad(date.date(), 2)}`;
}

/** The calendar date `days` days after (or, negative, before) a 'YYYY-MM-DD' date. */
export function addCalendarDays(text: string, days: number): string | undefined {
  const date = parseCalendarDate(text);
  return date ? formatCalendarDate(date.add(days, 'day')) : undefined;
}
