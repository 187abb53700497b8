import { parseCalendarDate } from './calendar-date';
import { LIFELONG_END_DATE } from './insurance-end-date';
import { shanghaiWallTimeToInstant } from './shanghai-offset';

const LAST_SECOND_OF_DAY_MS = (24 * 60 * 60 - 1) * 1000;

/**
 * The epoch milliseconds of a 'YYYY-MM-DD' day in China, for the order's insuranceStartDate and
 * insuranceEndDate timestamps: 'start' is 00:00:00 of that day, 'end' its last second 23:59:59,
 * because the end date is the last covered day. Undefined when `date` is not a calendar date.
 */
export function shanghaiDateToTimestamp(date: string, edge: 'start' | 'end' = 'start'): number | undefined {
  const day = parseCalendarDate(date);
  if (!day) return undefined;
  return shanghaiWallTimeToInstant(day.valueOf() + (edge === 'end' ? LAST_SECOND_OF_DAY_MS : 0));
}

/**
 * The insuranceEndDate timestamp of a lifelong policy: the last second of `LIFELONG_END_DATE` in
 * China (253402271999000). The constant date always parses; its test pins the value.
 */
export const LIFELONG_END_TIMESTAMP = shanghaiDateToTimestamp(LIFELONG_END_DATE, 'end') as number;
