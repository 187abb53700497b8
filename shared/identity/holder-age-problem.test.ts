import { describe, expect, it } from 'vitest';
import { holderAgeProblem } from './holder-age-problem';

const TODAY = '2026-06-15';

describe('holderAgeProblem', () => {
  it('refuses a holder of 17, and one not yet born, with 投保人须年满18周岁', () => {
    expect(holderAgeProblem('2008-06-16', 18, TODAY)).toBe('投保人须年满18周岁');
    expect(holderAgeProblem('2025-01-01', 18, TODAY)).toBe('投保人须年满18周岁');
    expect(holderAgeProblem('2026-06-16', 18, TODAY)).toBe('投保人须年满18周岁');
  });

  it('accepts a holder on the day of turning 18, and older', () => {
    expect(holderAgeProblem('2008-06-15', 18, TODAY)).toBeUndefined();
    expect(holderAgeProblem('1985-06-12 00:00:00', 18, TODAY)).toBeUndefined();
  });

  it('follows the minimum the template sets, none at 0', () => {
    expect(holderAgeProblem('2006-01-01', 22, TODAY)).toBe('投保人须年满22周岁');
    expect(holderAgeProblem('2020-01-01', 0, TODAY)).toBeUndefined();
  });

  it('leaves what is not a birthday to the date rule', () => {
    expect(holderAgeProblem(undefined, 18, TODAY)).toBeUndefined();
    expect(holderAgeProblem('', 18, TODAY)).toBeUndefined();
    expect(holderAgeProblem('2010-02-30', 18, TODAY)).toBeUndefined();
  });
});
