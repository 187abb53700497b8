import { EARLIEST_CHOOSABLE_OFFSET_DAYS } from '../constants';
import { formatCalendarDate } from './calendar-date';
import { shanghaiClock } from './shanghai-clock';

/**
 * Today's date in China as 'YYYY-MM-DD', whatever the zone of the machine or browser.
 * @throws RangeError when `now` is an invalid date.
 */
export function todayInShanghai(now: Date | number = new Date()): string {
  const clock = shanghaiClock(now);
  if (!clock) throw new RangeError(`Invalid current time: ${String(now)}`);
  return formatCalendarDate(clock);
}

/**
 * Tomorrow in China as 'YYYY-MM-DD': the earliest choosable start and certificate-validity date
 * (`EARLIEST_CHOOSABLE_OFFSET_DAYS`). At 01:30 on the 22nd in Shanghai it is the 23rd, even where
 * the machine's clock still reads the 21st.
 * @throws RangeError when `now` is an invalid date.
 */
export function tomorrowInShanghai(now: Date | number = new Date()): string {
  const clock = shanghaiClock(now);
  if (!clock) throw new RangeError(`Invalid current time: ${String(now)}`);
  return formatCalendarDate(clock.add(EARLIEST_CHOOSABLE_OFFSET_DAYS, 'day'));
}
