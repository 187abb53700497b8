import { describe, it, expect } from 'vitest';
import { addCalendarDays, CALENDAR_DATE_FORMAT, formatCalendarDate, parseCalendarDate } from './calendar-date';
import { dayjs } from './dayjs-utc';

describe('calendar dates', () => {
  it('parse only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2024-02-29')?.date()).toBe(29);
    expect(parseCalendarDate('2025-02-29')).toBeUndefined();
    expect(parseCalendarDate('2025-2-1')).toBeUndefined();
    expect(parseCalendarDate('2025-02-01 10:00')).toBeUndefined();
    expect(parseCalendarDate(undefined)).toBeUndefined();
  });

  it('know month lengths and leap centuries', () => {
    expect(parseCalendarDate('2000-02-29')?.date()).toBe(29);
    expect(parseCalendarDate('2024-12-31')?.date()).toBe(31);
    expect(parseCalendarDate('1900-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-04-31')).toBeUndefined();
    expect(parseCalendarDate('2024-11-31')).toBeUndefined();
  });

  it('reject months and days out of range and other layouts', () => {
    for (const text of ['2024-13-01', '2024-00-10', '2024-01-00', '2024-1-01', '2024/01/01', '20240101']) {
      expect(parseCalendarDate(text)).toBeUndefined();
    }
  });

  it('round-trip through their text', () => {
    const date = parseCalendarDate('9999-12-31');
    expect(date && formatCalendarDate(date)).toBe('9999-12-31');
  });

  it('read and write every day from 1800 to 2200 as dayjs does, and refuse the years dayjs would misread', () => {
    for (let time = Date.UTC(1800, 0, 1); time <= Date.UTC(2200, 11, 31); time += 86_400_000) {
      const text = dayjs.utc(time).format(CALENDAR_DATE_FORMAT);
      const parsed = parseCalendarDate(text);
      expect(parsed?.valueOf()).toBe(time);
      expect(parsed && formatCalendarDate(parsed)).toBe(text);
    }
    expect(parseCalendarDate('0099-12-31')).toBeUndefined();
    expect(parseCalendarDate('0100-01-01')?.year()).toBe(100);
  });

  it('add days across months and years', () => {
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-03-01', 30)).toBe('2025-03-31');
    expect(addCalendarDays('garbage', 1)).toBeUndefined();
  });
});
