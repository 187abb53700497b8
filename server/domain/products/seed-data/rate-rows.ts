import { ANY, type RateRow, type RateTable } from '../rate-table';
import { scaleRoundHalfUp } from '../round-fen';
import type { RateTableSeed } from './seed-types';

/** A rate row valid for every value of the dimensions not given. */
export function rateRow(ageMin: number, ageMax: number, rate: number, dimensions: Partial<Omit<RateRow, 'ageMin' | 'ageMax' | 'rate'>> = {}): RateRow {
  return {
    ageMin,
    ageMax,
    gender: ANY,
    insurancePeriod: ANY,
    paymentPeriod: ANY,
    paymentFrequency: ANY,
    sumInsured: 0,
    factorKey: '',
    rate,
    ...dimensions,
  };
}

/**
 * Monthly payment costs 6% more over a year than paying yearly: each instalment is 106/1200 of the
 * yearly premium, rounded to the fen.
 */
const MONTHLY_SHARE = { numerator: 106, denominator: 1200 } as const;

/** Each yearly row, and beside it the monthly instalment row derived from it. */
export function yearlyAndMonthly(rows: readonly RateRow[]): RateRow[] {
  return rows.flatMap((row) => [
    { ...row, paymentFrequency: 'year' as const },
    { ...row, paymentFrequency: 'month' as const, rate: scaleRoundHalfUp(row.rate, MONTHLY_SHARE.numerator, MONTHLY_SHARE.denominator) },
  ]);
}

/** An amount in fen at a tenant's price level, in percent. */
export function atPriceLevel(fen: number, percent: number): number {
  return scaleRoundHalfUp(fen, percent, 100);
}

/** A rate table seed. */
export function rateTable(
  code: string,
  name: string,
  rows: readonly RateRow[],
  options: { basis?: RateTable['basis']; unitAmount?: number; factorCodes?: readonly string[] } = {},
): RateTableSeed {
  return {
    name,
    table: {
      code,
      basis: options.basis ?? 'flat',
      unitAmount: options.unitAmount ?? null,
      factorCodes: options.factorCodes ?? [],
      rows,
    },
  };
}
