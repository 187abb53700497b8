import type { PaymentFrequency } from './plan-config';
import { scaleRoundHalfUp } from './round-fen';

/** Matches any value in a row's text dimensions. */
export const ANY = '*';

/** The age band of a rate that does not depend on age (home insurance): every age, known or not. */
export const EVERY_AGE = { min: 0, max: 999 } as const;

/** One rate: an age band in whole years (inclusive) and the factor values it applies to. */
export interface RateRow {
  readonly ageMin: number;
  readonly ageMax: number;
  readonly gender: 'M' | 'F' | typeof ANY;
  readonly insurancePeriod: string;
  readonly paymentPeriod: string;
  readonly paymentFrequency: PaymentFrequency | typeof ANY;
  /** 0 matches any sum insured. */
  readonly sumInsured: number;
  /** The values of the table's factor codes joined with '|'; '' matches any. */
  readonly factorKey: string;
  /** Fen: the premium itself (flat), or the premium per `unitAmount` of sum insured (perUnit). */
  readonly rate: number;
}

/** A rate table: how its rates turn into a premium, and its rows. */
export interface RateTable {
  readonly code: string;
  readonly basis: 'flat' | 'perUnit';
  /** Fen of sum insured one perUnit rate prices. */
  readonly unitAmount: number | null;
  /** Dynamic factors (e.g. socialSecurity) the rows depend on, in factor-key order. */
  readonly factorCodes: readonly string[];
  readonly rows: readonly RateRow[];
}

/** The facts a rate is looked up by. */
export interface RateKey {
  /** Age in whole years on the insurance start date; undefined when not known: only rows of every age match. */
  readonly age: number | undefined;
  /** Undefined when not known: only rows for any gender can match. */
  readonly gender: 'M' | 'F' | undefined;
  readonly insurancePeriod: string;
  readonly paymentPeriod: string;
  readonly paymentFrequency: PaymentFrequency;
  readonly sumInsured: number;
  readonly factors: Readonly<Record<string, string>>;
}

/** The factor key a table's rows are matched on, from the resolved factor values. */
export function factorKeyOf(table: RateTable, factors: Readonly<Record<string, string>>): string {
  return table.factorCodes.map((code) => factors[code] ?? '').join('|');
}

function matches(row: RateRow, key: RateKey, factorKey: string): boolean {
  return (
    (key.age === undefined ? row.ageMin <= EVERY_AGE.min && row.ageMax >= EVERY_AGE.max : key.age >= row.ageMin && key.age <= row.ageMax) &&
    (row.gender === ANY || row.gender === key.gender) &&
    (row.insurancePeriod === ANY || row.insurancePeriod === key.insurancePeriod) &&
    (row.paymentPeriod === ANY || row.paymentPeriod === key.paymentPeriod) &&
    (row.paymentFrequency === ANY || row.paymentFrequency === key.paymentFrequency) &&
    (row.sumInsured === 0 || row.sumInsured === key.sumInsured) &&
    (row.factorKey === '' || row.factorKey === factorKey)
  );
}

/** How many dimensions a row pins down; a more specific row overrides a general one. */
function specificity(row: RateRow): number {
  return [
    row.gender !== ANY,
    row.insurancePeriod !== ANY,
    row.paymentPeriod !== ANY,
    row.paymentFrequency !== ANY,
    row.sumInsured !== 0,
    row.factorKey !== '',
  ].filter(Boolean).length;
}

/**
 * The row that prices `key`: among the matching rows the most specific, and among equally specific
 * ones the first in table order (rows are loaded in a fixed order, so the choice is deterministic).
 */
export function findRateRow(table: RateTable, key: RateKey): RateRow | undefined {
  const factorKey = factorKeyOf(table, key.factors);
  let best: RateRow | undefined;
  for (const row of table.rows) {
    if (!matches(row, key, factorKey)) continue;
    if (!best || specificity(row) > specificity(best)) best = row;
  }
  return best;
}

/** The premium in fen a row charges for `sumInsured` (ignored by flat tables). */
export function premiumOfRow(table: RateTable, row: RateRow, sumInsured: number): number {
  if (table.basis === 'flat' || table.unitAmount === null) return row.rate;
  return scaleRoundHalfUp(row.rate, sumInsured, table.unitAmount);
}
