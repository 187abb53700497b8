import { shanghaiClock } from './shanghai-clock';
import type { DateInput } from './to-instant';

/**
 * The Chinese timestamp display. The spec writes the hour as `hh`, but a 12-hour hour without
 * 上午/下午 would be ambiguous, so the hour is 24-hour.
 */
export const TIMESTAMP_CN_FORMAT = 'YYYY年MM月DD日 HH时mm分ss秒';

/**
 * A moment as 'yyyy年MM月dd日 HH时mm分ss秒' in Shanghai time, e.g. '2026年11月22日 01时30分00秒'.
 * Empty text when there is no valid date.
 */
export function formatTimestampCn(input: DateInput | null | undefined): string {
  return shanghaiClock(input)?.format(TIMESTAMP_CN_FORMAT) ?? '';
}
