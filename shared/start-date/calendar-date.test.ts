import { describe, it, expect } from 'vitest';
import { parseCalendarDate } from './calendar-date';

describe('parseCalendarDate', () => {
  it('parses real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2024-02-29')?.format('YYYY-MM-DD')).toBe('2024-02-29');
  });

  it('rejects impossible dates and other formats instead of rolling them over', () => {
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-13-01')).toBeUndefined();
    expect(parseCalendarDate('2024-1-01')).toBeUndefined();
    expect(parseCalendarDate('2024-01-01 10:00')).toBeUndefined();
    expect(parseCalendarDate(undefined)).toBeUndefined();
  });
});
