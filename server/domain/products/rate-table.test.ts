import { describe, expect, it } from 'vitest';
import { findRateRow, premiumOfRow, type RateKey, type RateTable } from './rate-table';
import { scaleRoundHalfUp } from './round-fen';
import { rateRow } from './seed-data/rate-rows';

const key: RateKey = { age: 30, gender: 'M', insurancePeriod: '20-Y', paymentPeriod: '20-Y', paymentFrequency: 'year', sumInsured: 100_000_000, factors: { socialSecurity: 'Y' } };

function table(rows: RateTable['rows'], basis: RateTable['basis'] = 'flat', factorCodes: string[] = []): RateTable {
  return { code: 'T', basis, unitAmount: basis === 'perUnit' ? 1_000_000 : null, factorCodes, rows };
}

describe('findRateRow', () => {
  it('matches the age band inclusively and wildcards any dimension', () => {
    const rows = [rateRow(18, 29, 1), rateRow(30, 40, 2)];
    expect(findRateRow(table(rows), key)?.rate).toBe(2);
    expect(findRateRow(table(rows), { ...key, age: 29 })?.rate).toBe(1);
    expect(findRateRow(table(rows), { ...key, age: 41 })).toBeUndefined();
  });

  it('prefers the most specific row and otherwise the first in table order', () => {
    const rows = [rateRow(0, 99, 1), rateRow(0, 99, 2, { gender: 'M' }), rateRow(0, 99, 3, { gender: 'M', insurancePeriod: '20-Y' }), rateRow(0, 99, 4, { paymentPeriod: '20-Y', gender: 'F' })];
    expect(findRateRow(table(rows), key)?.rate).toBe(3);
    expect(findRateRow(table(rows), { ...key, gender: 'F' })?.rate).toBe(4);
    expect(findRateRow(table([rateRow(0, 99, 5, { gender: 'M' }), rateRow(0, 99, 6, { insurancePeriod: '20-Y' })]), key)?.rate).toBe(5);
  });

  it('matches gendered rows only when the gender is known', () => {
    expect(findRateRow(table([rateRow(0, 99, 1, { gender: 'M' })]), { ...key, gender: undefined })).toBeUndefined();
  });

  it('matches frequency, sum insured and dynamic factor values', () => {
    const rows = [
      rateRow(0, 99, 10, { paymentFrequency: 'month', factorKey: 'Y' }),
      rateRow(0, 99, 20, { paymentFrequency: 'year', factorKey: 'N' }),
      rateRow(0, 99, 30, { sumInsured: 20_000 }),
    ];
    const t = table(rows, 'flat', ['socialSecurity']);
    expect(findRateRow(t, { ...key, paymentFrequency: 'month' })?.rate).toBe(10);
    expect(findRateRow(t, { ...key, factors: { socialSecurity: 'N' } })?.rate).toBe(20);
    expect(findRateRow(t, { ...key, sumInsured: 20_000 })?.rate).toBe(30);
    expect(findRateRow(t, key)).toBeUndefined();
  });
});

describe('premiumOfRow', () => {
  it('charges a flat rate as it is and a unit rate per unit of sum insured, rounded half up', () => {
    const row = rateRow(0, 99, 1_105);
    expect(premiumOfRow(table([row]), row, 123)).toBe(1_105);
    expect(premiumOfRow(table([row], 'perUnit'), row, 100_000_000)).toBe(110_500);
    expect(premiumOfRow(table([row], 'perUnit'), row, 1_500)).toBe(2);
    expect(premiumOfRow(table([row], 'perUnit'), row, 1_000)).toBe(1);
  });
});

describe('scaleRoundHalfUp', () => {
  it('is exact beyond the safe integers of the intermediate product', () => {
    expect(scaleRoundHalfUp(9_007_199_254_740, 1_000, 1_000)).toBe(9_007_199_254_740);
    expect(scaleRoundHalfUp(5, 1, 2)).toBe(3);
    expect(scaleRoundHalfUp(4, 1, 3)).toBe(1);
    expect(() => scaleRoundHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => scaleRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
  });
});
