import { describe, it, expect } from 'vitest';
import { ageLimitToDate, ageRangeToBirthdayRange } from './age-limit-to-date';
import { todayInShanghai } from './shanghai-today';

describe('ageLimitToDate', () => {
  it('gives the latest birthday for a minimum age', () => {
    expect(ageLimitToDate('18-Y', 'minAge', '2026-06-15')).toBe('2008-06-15');
    expect(ageLimitToDate('30-D', 'minAge', '2026-06-15')).toBe('2026-05-16');
    expect(ageLimitToDate('6-M', 'minAge', '2026-08-31')).toBe('2026-02-28');
    expect(ageLimitToDate('0-D', 'minAge', '2026-06-15')).toBe('2026-06-15');
    expect(ageLimitToDate('18-Y', 'minAge', '2024-02-29')).toBe('2006-02-28');
  });

  it('gives the earliest birthday for a maximum age, counting completed years', () => {
    expect(ageLimitToDate('60-Y', 'maxAge', '2026-06-15')).toBe('1965-06-16');
    expect(ageLimitToDate('365-D', 'maxAge', '2026-06-15')).toBe('2025-06-15');
    expect(ageLimitToDate('0-M', 'maxAge', '2025-03-31')).toBe('2025-03-01');
    expect(ageLimitToDate('60-Y', 'maxAge', '2024-02-29')).toBe('1963-03-01');
  });

  it('reads limits leniently but rejects garbage', () => {
    expect(ageLimitToDate(' 18-y ', 'minAge', '2026-06-15')).toBe('2008-06-15');
    expect(ageLimitToDate('18', 'minAge', '2026-06-15')).toBeUndefined();
    expect(ageLimitToDate('18-W', 'minAge', '2026-06-15')).toBeUndefined();
    expect(ageLimitToDate(undefined, 'minAge', '2026-06-15')).toBeUndefined();
    expect(ageLimitToDate('18-Y', 'minAge', 'yesterday')).toBeUndefined();
  });

  it('counts from today in China by default', () => {
    const today = todayInShanghai();
    expect(ageLimitToDate('0-D', 'minAge')).toBe(today);
  });
});

describe('ageRangeToBirthdayRange', () => {
  it('turns an age range into date picker bounds', () => {
    expect(ageRangeToBirthdayRange({ begin: '30-D', end: '60-Y' }, '2026-06-15')).toEqual({
      minDate: '1965-06-16',
      maxDate: '2026-05-16',
    });
  });

  it('leaves a side open when it is missing or unreadable', () => {
    expect(ageRangeToBirthdayRange({ begin: '18-Y' }, '2026-06-15')).toEqual({ maxDate: '2008-06-15' });
    expect(ageRangeToBirthdayRange({ begin: null, end: 'x' }, '2026-06-15')).toEqual({});
  });
});
