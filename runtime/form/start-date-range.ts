import { addCalendarDays } from '../../shared/dates/calendar-date';
import { startDateOption, type StartDateRange } from '../../shared/start-date';

/** The start-date row's attrs that decide its default and range. */
export interface StartDateAttrs {
  readonly startDateOption: number;
  readonly defaultDays?: number | undefined;
  readonly fixedDate?: string | undefined;
  readonly maxDaysAhead?: number | undefined;
}

/**
 * The start-date row's default and range: the shared start-date option rule, then no later than
 * maxDaysAhead days from today where the template limits how far ahead cover may start.
 */
export function startDateRange(attrs: StartDateAttrs, today: string): StartDateRange {
  const range = startDateOption(attrs.startDateOption, {
    today,
    fixedDate: attrs.fixedDate ?? null,
    daysAhead: attrs.defaultDays ?? null,
    daysBefore: attrs.defaultDays ?? null,
  });
  const limit = attrs.maxDaysAhead === undefined ? undefined : addCalendarDays(today, attrs.maxDaysAhead);
  if (!limit || limit >= range.maxDate) return range;
  const maxDate = limit < range.minDate ? range.minDate : limit;
  return { ...range, maxDate, defaultDate: range.defaultDate > maxDate ? maxDate : range.defaultDate };
}

/** A kept start date still choosable today, else the default (a reload the next day moves it on). */
export function keptStartDate(value: unknown, range: StartDateRange): string {
  return typeof value === 'string' && value >= range.minDate && value <= range.maxDate ? value : range.defaultDate;
}
