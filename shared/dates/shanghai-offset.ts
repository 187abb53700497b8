/** The zone every date of the product is read in, whatever the zone of the machine. */
export const SHANGHAI_TIME_ZONE = 'Asia/Shanghai';

const MINUTE_MS = 60_000;

/** Shanghai's offset since its last change in the tz database (the end of summer time in 1991). */
export const SHANGHAI_STANDARD_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** From this instant on Shanghai has kept UTC+8; earlier instants are read from the tz database. */
export const SHANGHAI_FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1);

// Made on first use: a formatter with a time zone loads zone data, a cost a phone pays at start-up
// for nothing when every date it meets is recent.
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClock = (): Intl.DateTimeFormat =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHANGHAI_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/**
 * Milliseconds to add to an instant to get the Shanghai wall clock read as if it were UTC: 8 hours
 * since 1992; before, read from Intl with an explicit zone, so the machine zone never leaks in (the tz
 * database knows Shanghai's summer time of 1986-1991 and its pre-1901 local mean time).
 */
export function shanghaiOffsetMs(instant: number): number {
  if (instant >= SHANGHAI_FIXED_OFFSET_SINCE) return SHANGHAI_STANDARD_OFFSET_MS;
  return offsetFromTzDatabase(instant);
}

/** The offset as the tz database gives it, for any instant. */
export function offsetFromTzDatabase(instant: number): number {
  const parts = wallClock().formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((candidate) => candidate.type === type);
    return part ? Number(part.value) : 0;
  };
  const wall = utcFieldsToMs(field('year'), field('month'), field('day'), field('hour'), field('minute'), field('second'), 0);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Math.round((wall - wholeSecond) / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant at which a Shanghai wall clock shows the given time, the wall time given as UTC
 * milliseconds of its fields. Two passes settle the offset even across an offset change.
 */
export function shanghaiWallTimeToInstant(wallAsUtcMs: number): number {
  const guess = wallAsUtcMs - shanghaiOffsetMs(wallAsUtcMs);
  return wallAsUtcMs - shanghaiOffsetMs(guess);
}

/**
 * UTC milliseconds of calendar fields (month 1-12), correct for years below 100 too, which
 * Date.UTC would move into the 1900s.
 */
export function utcFieldsToMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second, millisecond));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}
