import dayjs, { type Dayjs } from 'dayjs';

const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a `YYYY-MM-DD` calendar date strictly: impossible dates such as 2023-02-30, which the Date
 * constructor would roll into March, give `undefined`. Dates carry no time or zone: the caller passes
 * "today" as seen in Asia/Shanghai, so nothing here reads the clock.
 */
export function parseCalendarDate(value: string | null | undefined): Dayjs | undefined {
  if (!value || !CALENDAR_DATE_PATTERN.test(value)) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === value ? parsed : undefined;
}
