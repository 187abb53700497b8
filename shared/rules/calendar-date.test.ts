import { describe, it, expect } from 'vitest';
import { isCalendarDate, parseIsoDate } from './calendar-date';

describe('parseIsoDate', () => {
  it('reads a real YYYY-MM-DD date', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('rejects dates that do not exist', () => {
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('1900-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-04-31')).toBeUndefined();
    expect(parseIsoDate('2024-13-01')).toBeUndefined();
    expect(parseIsoDate('2024-00-10')).toBeUndefined();
    expect(parseIsoDate('2024-01-00')).toBeUndefined();
  });

  it('rejects other layouts', () => {
    expect(parseIsoDate('2024/01/01')).toBeUndefined();
    expect(parseIsoDate('2024-1-1')).toBeUndefined();
    expect(parseIsoDate('20240101')).toBeUndefined();
  });
});

describe('isCalendarDate', () => {
  it('knows month lengths', () => {
    expect(isCalendarDate({ year: 2024, month: 12, day: 31 })).toBe(true);
    expect(isCalendarDate({ year: 2024, month: 11, day: 31 })).toBe(false);
    expect(isCalendarDate({ year: 2024, month: 1.5, day: 1 })).toBe(false);
  });
});
