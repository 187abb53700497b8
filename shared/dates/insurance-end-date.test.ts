import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatCalendarDate, parseCalendarDate } from './calendar-date';
import { insuranceEndDate, LIFELONG_END_DATE } from './insurance-end-date';

describe('insuranceEndDate', () => {
  it('is the start plus the period minus one day', () => {
    expect(insuranceEndDate('2025-03-15', '1-Y')).toBe('2026-03-14');
    expect(insuranceEndDate('2025-03-15', '20-Y')).toBe('2045-03-14');
    expect(insuranceEndDate('2025-03-15', '6-M')).toBe('2025-09-14');
    expect(insuranceEndDate('2025-03-15', '30-D')).toBe('2025-04-13');
    expect(insuranceEndDate('2025-03-15', '1-D')).toBe('2025-03-15');
    expect(insuranceEndDate('2025-01-01', '1-Y')).toBe('2025-12-31');
    expect(insuranceEndDate('2025-12-01', { kind: 'term', amount: 1, unit: 'M' })).toBe('2025-12-31');
  });

  it('runs to the month end when the target month is shorter', () => {
    expect(insuranceEndDate('2025-01-31', '1-M')).toBe('2025-02-28');
    expect(insuranceEndDate('2024-01-31', '1-M')).toBe('2024-02-29');
    expect(insuranceEndDate('2025-01-29', '1-M')).toBe('2025-02-28');
    expect(insuranceEndDate('2025-01-28', '1-M')).toBe('2025-02-27');
    expect(insuranceEndDate('2025-03-31', '1-M')).toBe('2025-04-30');
    expect(insuranceEndDate('2025-08-31', '6-M')).toBe('2026-02-28');
    expect(insuranceEndDate('2024-02-29', '1-Y')).toBe('2025-02-28');
    expect(insuranceEndDate('2024-02-29', '4-Y')).toBe('2028-02-28');
  });

  it('gives lifelong policies the far-future end', () => {
    expect(insuranceEndDate('2025-03-15', 'L')).toBe(LIFELONG_END_DATE);
    expect(LIFELONG_END_DATE).toBe('9999-12-31');
  });

  it('has no end for a broken start or period', () => {
    expect(insuranceEndDate('2025-02-30', '1-Y')).toBeUndefined();
    expect(insuranceEndDate('2025-03-15', '0-Y')).toBeUndefined();
    expect(insuranceEndDate('2025-03-15', 'soon')).toBeUndefined();
  });

  it('ends the day before the corresponding date, or on the last day of a shorter month', () => {
    const base = parseCalendarDate('2000-01-01');
    if (!base) throw new Error('base date');
    const startDay = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => base.add(offset, 'day'));
    fc.assert(
      fc.property(startDay, fc.integer({ min: 1, max: 40 }), fc.constantFrom('D', 'M', 'Y'), (start, amount, unit) => {
        const end = parseCalendarDate(insuranceEndDate(formatCalendarDate(start), `${amount}-${unit}`));
        if (!end) throw new Error('no end date');
        const next = end.add(1, 'day');
        if (unit === 'D') {
          expect(end.diff(start, 'day') + 1).toBe(amount);
          return;
        }
        const months = unit === 'M' ? amount : amount * 12;
        const target = start.date(1).add(months, 'month');
        const dayExists = start.date() <= target.daysInMonth();
        // The renewal starts the day after: on the corresponding day, or the 1st after a short month.
        expect(formatCalendarDate(next)).toBe(
          formatCalendarDate(dayExists ? target.date(start.date()) : target.add(1, 'month')),
        );
      }),
    );
  });
});
