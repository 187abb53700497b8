import { describe, it, expect } from 'vitest';
import { startDateOption } from './start-date-option';

const today = '2024-12-31';

describe('startDateOption', () => {
  it('1: tomorrow is both the default and the earliest date, across a year end', () => {
    expect(startDateOption(1, { today })).toEqual({ defaultDate: '2025-01-01', minDate: '2025-01-01', maxDate: '2060-12-31' });
  });

  it('2: defaults to the fixed date, never before tomorrow', () => {
    expect(startDateOption(2, { today, fixedDate: '2025-03-01' })).toMatchObject({ defaultDate: '2025-03-01', minDate: '2025-01-01' });
    expect(startDateOption(2, { today, fixedDate: '2024-06-01' })).toMatchObject({ defaultDate: '2025-01-01' });
    expect(startDateOption(2, { today, fixedDate: '2025-02-30' })).toMatchObject({ defaultDate: '2025-01-01' });
  });

  it('3: defaults to N days ahead of today', () => {
    expect(startDateOption(3, { today, daysAhead: 7 })).toMatchObject({ defaultDate: '2025-01-07', minDate: '2025-01-01' });
    expect(startDateOption('3', { today, daysAhead: 0 })).toMatchObject({ defaultDate: '2025-01-01' });
  });

  it('4: defaults to N days before today, which is also the earliest date', () => {
    expect(startDateOption(4, { today, daysBefore: 3 })).toEqual({ defaultDate: '2024-12-28', minDate: '2024-12-28', maxDate: '2060-12-31' });
    expect(startDateOption(4, { today, daysBefore: 0 })).toMatchObject({ defaultDate: today, minDate: today });
  });

  it('an unknown option behaves as option 1', () => {
    expect(startDateOption(undefined, { today: '2024-02-28' })).toMatchObject({ defaultDate: '2024-02-29', minDate: '2024-02-29' });
    expect(startDateOption(9, { today })).toMatchObject({ defaultDate: '2025-01-01' });
  });

  it('refuses a today that is not a calendar date', () => {
    expect(() => startDateOption(1, { today: '2024/12/31' })).toThrow(RangeError);
  });
});
