import { shanghaiDateToTimestamp } from '../../../../shared/dates/shanghai-date-to-timestamp';
import { tomorrowInShanghai } from '../../../../shared/dates/shanghai-today';

/** The first instant a policy may start as of `now`: 00:00 tomorrow in China, as insuranceStartDate carries it. */
export function earliestStart(now: Date): number {
  // Tomorrow in China is always a calendar date; the fallback only keeps the type whole.
  return shanghaiDateToTimestamp(tomorrowInShanghai(now)) ?? now.getTime();
}
