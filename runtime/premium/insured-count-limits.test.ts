import { describe, expect, it } from 'vitest';
import { insuredCountLimits } from './insured-count-limits';

describe('insuredCountLimits', () => {
  it("takes the plan's numbers over the template's", () => {
    expect(insuredCountLimits({ maxInsuredCount: 2, minInsuredCount: 1 }, { minCount: 2, maxCount: 5 })).toEqual({ min: 1, max: 2 });
  });

  it("keeps the template's numbers where the plan sets none, or without a plan", () => {
    expect(insuredCountLimits({}, { minCount: 2, maxCount: 5 })).toEqual({ min: 2, max: 5 });
    expect(insuredCountLimits(undefined, { maxCount: 3 })).toEqual({ min: 1, max: 3 });
  });

  it('never lets the maximum fall below the minimum', () => {
    expect(insuredCountLimits({ minInsuredCount: 3 }, { maxCount: 1 })).toEqual({ min: 3, max: 3 });
  });
});
