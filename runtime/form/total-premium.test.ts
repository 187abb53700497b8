import { describe, expect, it } from 'vitest';
import { trialTotalPremiumFen } from './total-premium';

describe('trialTotalPremiumFen', () => {
  it('reads the total premium of a trial result', () => {
    expect(trialTotalPremiumFen({ totalPremium: 30_960 })).toBe(30_960);
    expect(trialTotalPremiumFen({ totalPremium: '1' })).toBeUndefined();
    expect(trialTotalPremiumFen(null)).toBeUndefined();
  });
});
