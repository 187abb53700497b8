import { describe, it, expect } from 'vitest';
import { checkInsuredCount } from './check-insured-count';

describe('checkInsuredCount', () => {
  it('asks for at least one insured', () => {
    expect(checkInsuredCount(0, { max: 5 })).toBe('请至少选择一个被保人');
  });

  it('insures exactly one person when the plan sets no limits', () => {
    expect(checkInsuredCount(1)).toBeUndefined();
    expect(checkInsuredCount(2)).toBe('被保人数量不能超过1人');
  });

  it('holds the count within the plan limits, naming them', () => {
    expect(checkInsuredCount(2, { min: 2, max: 4 })).toBeUndefined();
    expect(checkInsuredCount(1, { min: 2, max: 4 })).toBe('被保人数量不能少于2人');
    expect(checkInsuredCount(5, { min: 2, max: 4 })).toBe('被保人数量不能超过4人');
  });

  it('never lets the minimum fall below 1 or the maximum below the minimum', () => {
    expect(checkInsuredCount(1, { min: 0, max: null })).toBeUndefined();
    expect(checkInsuredCount(3, { min: 3 })).toBeUndefined();
  });
});
