import { describe, it, expect } from 'vitest';
import { isYearlyPayType } from './pay-type';

describe('isYearlyPayType', () => {
  it('treats payType 1 as yearly and everything else as monthly', () => {
    expect(isYearlyPayType(1)).toBe(true);
    expect(isYearlyPayType('1')).toBe(true);
    for (const other of [0, 2, 12, '2', '', 'year', null, undefined]) {
      expect(isYearlyPayType(other)).toBe(false);
    }
  });
});
