import { dayjs, type Dayjs } from './dayjs-utc';
import { shanghaiOffsetMs } from './shanghai-offset';
import { toInstant, type DateInput } from './to-instant';

/**
 * A dayjs whose fields and `format()` read what a clock in Shanghai shows at the given moment, on
 * any machine. It is a UTC-mode dayjs shifted by the Shanghai offset: use it to read or format
 * fields and for calendar arithmetic, never for `valueOf()` (that is not the original instant).
 * Returns undefined when the input is not a date.
 */
export function shanghaiClock(input: DateInput | null | undefined): Dayjs | undefined {
  const instant = toInstant(input);
  if (instant === undefined) return undefined;
  return dayjs.utc(instant + shanghaiOffsetMs(instant));
}
