import { describe, expect, it } from 'vitest';
import { checkInsuredEntries, checkInsuredList } from './check-insured-list';

const LIMITS = { min: 2, max: 3 };
const picked = { selected: true };
const dropped = { selected: false };

describe('checkInsuredList', () => {
  it('counts every insured not flagged selected false against the plan limits', () => {
    expect(checkInsuredList([picked, {}, { selected: null }], LIMITS)).toBeUndefined();
    expect(checkInsuredList([picked, dropped], LIMITS)).toBe('被保人数量不能少于2人');
    expect(checkInsuredList([dropped, dropped], LIMITS)).toBe('请至少选择一个被保人');
  });

  it('refuses more entries than the maximum even when the extra ones are flagged selected false', () => {
    expect(checkInsuredList([picked, picked, dropped], LIMITS)).toBeUndefined();
    expect(checkInsuredList([picked, picked, ...Array.from({ length: 10_000 }, () => dropped)], LIMITS)).toBe('被保人数量不能超过3人');
  });
});

describe('checkInsuredEntries', () => {
  it("holds the list's length to the maximum, never asking for a minimum", () => {
    expect(checkInsuredEntries(0, LIMITS)).toBeUndefined();
    expect(checkInsuredEntries(4, LIMITS)).toBe('被保人数量不能超过3人');
    expect(checkInsuredEntries(2, {})).toBe('被保人数量不能超过1人');
  });
});
