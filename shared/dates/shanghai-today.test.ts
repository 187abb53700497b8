import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { todayInShanghai, tomorrowInShanghai } from './shanghai-today';

const originalZone = process.env.TZ;

describe.each([
  { zone: 'America/New_York', januaryOffsetMinutes: 300 },
  { zone: 'UTC', januaryOffsetMinutes: 0 },
  { zone: 'Asia/Shanghai', januaryOffsetMinutes: -480 },
])('on a machine in $zone', ({ zone, januaryOffsetMinutes }) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('really runs in that zone', () => {
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(januaryOffsetMinutes);
  });

  it('takes tomorrow from the Shanghai calendar, not the machine calendar', () => {
    const now = new Date('2026-11-21T17:30:00Z');
    expect(todayInShanghai(now)).toBe('2026-11-22');
    expect(tomorrowInShanghai(now)).toBe('2026-11-23');
  });

  it('keeps the Shanghai day until midnight in China', () => {
    const lateEvening = Date.parse('2026-11-21T15:59:59Z');
    expect(todayInShanghai(lateEvening)).toBe('2026-11-21');
    expect(tomorrowInShanghai(lateEvening)).toBe('2026-11-22');
    expect(todayInShanghai(lateEvening + 1000)).toBe('2026-11-22');
  });

  it('crosses month and year ends', () => {
    expect(tomorrowInShanghai(new Date('2026-02-28T04:00:00Z'))).toBe('2026-03-01');
    expect(tomorrowInShanghai(new Date('2028-02-28T04:00:00Z'))).toBe('2028-02-29');
    expect(tomorrowInShanghai(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-02');
    expect(todayInShanghai(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
    expect(todayInShanghai(new Date('2024-12-31T15:59:00Z'))).toBe('2024-12-31');
  });

  it('is right where the machine zone has a DST gap', () => {
    // 02:30 on 2026-03-08 does not exist in New York; Shanghai shows it all the same.
    expect(todayInShanghai(new Date('2026-03-07T18:30:00Z'))).toBe('2026-03-08');
    expect(todayInShanghai(new Date('2026-03-07T15:59:00Z'))).toBe('2026-03-07');
  });
});

describe('the current time', () => {
  it('defaults to now', () => {
    expect(todayInShanghai()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tomorrowInShanghai() > todayInShanghai()).toBe(true);
  });

  it('must be a real date', () => {
    expect(() => todayInShanghai(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => tomorrowInShanghai(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
