import { describe, expect, it } from 'vitest';
import { keptStartDate, startDateRange } from './start-date-range';

const today = '2026-11-21';

describe('startDateRange', () => {
  it('starts tomorrow and ends within maxDaysAhead', () => {
    expect(startDateRange({ startDateOption: 1, maxDaysAhead: 30 }, today)).toEqual({ defaultDate: '2026-11-22', minDate: '2026-11-22', maxDate: '2026-12-21' });
  });

  it('keeps 2060-12-31 without a limit and defaults N days ahead for option 3', () => {
    expect(startDateRange({ startDateOption: 3, defaultDays: 5 }, today)).toEqual({ defaultDate: '2026-11-26', minDate: '2026-11-22', maxDate: '2060-12-31' });
  });

  it('keeps a chosen date only while it is choosable', () => {
    const range = startDateRange({ startDateOption: 1, maxDaysAhead: 30 }, today);
    expect(keptStartDate('2026-12-01', range)).toBe('2026-12-01');
    expect(keptStartDate('2026-11-20', range)).toBe('2026-11-22');
    expect(keptStartDate(undefined, range)).toBe('2026-11-22');
  });
});
