import { describe, it, expect } from 'vitest';
import { ageOn } from './age-on';

describe('ageOn', () => {
  it('counts whole years, going up on the birthday', () => {
    expect(ageOn('1990-06-15', '2025-06-14')).toBe(34);
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOn('2025-06-15', '2025-06-15')).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2023-02-28')).toBe(18);
    expect(ageOn('2004-02-29', '2023-03-01')).toBe(19);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('ignores a time after the date', () => {
    expect(ageOn('1990-06-15', '2025-06-15 08:30')).toBe(35);
  });

  it('gives undefined for unreal dates or a date before the birthday', () => {
    expect(ageOn('1990-02-30', '2025-01-01')).toBeUndefined();
    expect(ageOn('1990/06/15', '2025-01-01')).toBeUndefined();
    expect(ageOn('2025-06-15', '2025-06-14')).toBeUndefined();
  });

  it('counts up to today when no date is given', () => {
    expect(ageOn('1900-01-01')).toBeGreaterThan(120);
  });
});
