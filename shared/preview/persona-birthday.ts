import { formatCalendarDate, parseCalendarDate } from '../dates/calendar-date';

/**
 * The birthday of someone exactly `age` years old today (`YYYY-MM-DD`, today in Asia/Shanghai): the
 * same calendar day `age` years back, so the age reads `age` today and for the rest of the year, on
 * the insurance start date too (29 February falls back to 28 February). Undefined for a bad `today`.
 */
export function personaBirthday(age: number, today: string): string | undefined {
  const date = parseCalendarDate(today);
  return date ? formatCalendarDate(date.subtract(age, 'year')) : undefined;
}
