import { describe, expect, it } from 'vitest';
import { clampSumInsured, copiesOf } from './sum-insured';

describe('sum insured', () => {
  it('counts copies within the range', () => {
    const bounds = { mode: 'copies' as const, minCopies: 1, maxCopies: 10, copyValue: 10_000 };
    expect(copiesOf(30_000, bounds)).toBe(3);
    expect(copiesOf(undefined, bounds)).toBe(1);
    expect(copiesOf(500_000, bounds)).toBe(10);
  });

  it('pulls a typed amount onto the step and within bounds', () => {
    const bounds = { mode: 'input' as const, min: 10_000, max: 500_000, step: 1_000 };
    expect(clampSumInsured(12_345, bounds)).toBe(12_000);
    expect(clampSumInsured(5_000, bounds)).toBe(10_000);
    expect(clampSumInsured(900_000, bounds)).toBe(500_000);
    expect(clampSumInsured(undefined, bounds)).toBeUndefined();
  });
});
