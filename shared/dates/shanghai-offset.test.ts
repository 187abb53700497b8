import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { offsetFromTzDatabase, SHANGHAI_FIXED_OFFSET_SINCE, shanghaiOffsetMs, shanghaiWallTimeToInstant, utcFieldsToMs } from './shanghai-offset';

const HOUR = 3_600_000;
const originalZone = process.env.TZ;

describe('the Shanghai offset', () => {
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('is 8 hours today, in any season of the machine zone', () => {
    expect(shanghaiOffsetMs(Date.parse('2026-01-15T00:00:00Z'))).toBe(8 * HOUR);
    expect(shanghaiOffsetMs(Date.parse('2026-07-15T00:00:00Z'))).toBe(8 * HOUR);
    expect(shanghaiOffsetMs(Date.parse('2026-03-07T18:30:00.250Z'))).toBe(8 * HOUR);
  });

  it('follows the tz database for China\'s 1986-1991 summer time', () => {
    expect(shanghaiOffsetMs(Date.parse('1988-06-01T04:00:00Z'))).toBe(9 * HOUR);
  });

  it('agrees with the tz database on the fixed offset it takes from 1992 on', () => {
    const DAY = 24 * HOUR;
    for (let instant = SHANGHAI_FIXED_OFFSET_SINCE - 120 * DAY; instant < Date.parse('2100-01-01T00:00:00Z'); instant += 97 * DAY + 7 * HOUR) {
      expect(shanghaiOffsetMs(instant)).toBe(offsetFromTzDatabase(instant));
    }
  });

  it('turns a wall time back into its instant', () => {
    expect(shanghaiWallTimeToInstant(Date.UTC(2026, 10, 22, 1, 30))).toBe(Date.parse('2026-11-21T17:30:00Z'));
    expect(shanghaiWallTimeToInstant(Date.UTC(9999, 11, 31, 23, 59, 59))).toBe(Date.parse('9999-12-31T15:59:59Z'));
  });

  it('builds UTC times for years below 100 without moving them to the 1900s', () => {
    expect(new Date(utcFieldsToMs(50, 6, 1, 0, 0, 0, 0)).getUTCFullYear()).toBe(50);
  });
});
