import type { RateRow } from '../rate-table';
import { scaleRoundHalfUp } from '../round-fen';
import { WAN, YUAN } from './builders';
import { atPriceLevel, rateRow, rateTable } from './rate-rows';
import type { CashValueRate, RateTableSeed } from './seed-types';

/** Insurance periods of the term life product and the payment periods each allows (1-Y is 趸交). */
export const LIFE_TERMS: readonly { readonly insurancePeriod: string; readonly years: number; readonly paymentPeriods: readonly string[] }[] = [
  { insurancePeriod: '10-Y', years: 10, paymentPeriods: ['1-Y', '5-Y', '10-Y'] },
  { insurancePeriod: '20-Y', years: 20, paymentPeriods: ['1-Y', '10-Y', '20-Y'] },
  { insurancePeriod: '30-Y', years: 30, paymentPeriods: ['10-Y', '20-Y', '30-Y'] },
];

/** The youngest age term life insures. */
export const LIFE_MIN_AGE = 18;
/** The oldest age term life insures. */
export const LIFE_MAX_AGE = 60;
/** Cover must end by this age, so older buyers get shorter terms only. */
const LIFE_MAX_EXPIRY_AGE = 70;

/** Yearly death probability of a man at 18, rising about 8.5% a year of age; women's is 55% of it. */
const BASE_MORTALITY = 0.0003;
const MORTALITY_GROWTH = 1.085;
const FEMALE_MORTALITY_SHARE = 0.55;
const INTEREST = 0.035;
/** Underwritten buyers die less often than the population the table describes. */
const SELECTION = 0.6;
/** Expenses and profit on top of the risk premium. */
const LOADING = 1.2;

function mortality(age: number, gender: 'M' | 'F'): number {
  const male = BASE_MORTALITY * MORTALITY_GROWTH ** (age - LIFE_MIN_AGE);
  return gender === 'F' ? male * FEMALE_MORTALITY_SHARE : male;
}

/**
 * Yearly premium in fen per 10,000 yuan of cover: the discounted expected claims over the term,
 * loaded, spread over the payment years as a level annuity due. Computed once, when seeding; pricing
 * reads the stored integers, so premiums are exact and the same on every machine.
 */
function levelPremiumFen(age: number, gender: 'M' | 'F', years: number, paymentYears: number): number {
  const discount = 1 / (1 + INTEREST);
  let single = 0;
  for (let t = 0; t < years; t += 1) single += mortality(age + t, gender) * discount ** (t + 1);
  let annuity = 0;
  for (let t = 0; t < paymentYears; t += 1) annuity += discount ** t;
  return Math.round(((single * SELECTION * LOADING) / annuity) * (WAN / YUAN) * YUAN);
}

function lifeRows(pricePercent: number): RateRow[] {
  const rows: RateRow[] = [];
  for (const term of LIFE_TERMS) {
    for (const paymentPeriod of term.paymentPeriods) {
      const paymentYears = Number(paymentPeriod.split('-')[0]);
      for (const gender of ['M', 'F'] as const) {
        for (let age = LIFE_MIN_AGE; age <= LIFE_MAX_AGE && age + term.years <= LIFE_MAX_EXPIRY_AGE; age += 1) {
          const fen = atPriceLevel(levelPremiumFen(age, gender, term.years, paymentYears), pricePercent);
          rows.push(rateRow(age, age, fen, { gender, insurancePeriod: term.insurancePeriod, paymentPeriod, paymentFrequency: 'year' }));
        }
      }
    }
  }
  return rows;
}

/** Accident cover per 10,000 yuan, by age band (fen a year). */
const ACCIDENT_BANDS: readonly (readonly [number, number, number])[] = [
  [18, 40, 150],
  [41, 50, 200],
  [51, 60, 280],
];

/** The rate tables of the term life goods at a tenant's price level (percent). */
export function lifeRateTables(pricePercent: number): RateTableSeed[] {
  return [
    rateTable('RT-LIFE-MAIN', '守护定期寿险费率表（每万元保额年交保费）', lifeRows(pricePercent), { basis: 'perUnit', unitAmount: WAN }),
    rateTable(
      'RT-LIFE-ACC',
      '附加意外伤害保险费率表（每万元保额）',
      ACCIDENT_BANDS.map(([ageMin, ageMax, fen]) => rateRow(ageMin, ageMax, atPriceLevel(fen, pricePercent), { paymentFrequency: 'year' })),
      { basis: 'perUnit', unitAmount: WAN },
    ),
  ];
}

/**
 * Cash values of term life: small, peaking mid-term at about 45% of the premiums paid and falling to
 * nothing at expiry, as the reserve of level-premium term cover does.
 */
export function lifeCashValues(): CashValueRate[] {
  const rates: CashValueRate[] = [];
  for (const term of LIFE_TERMS) {
    for (const paymentPeriod of term.paymentPeriods) {
      for (let policyYear = 1; policyYear <= term.years; policyYear += 1) {
        // 4 x (t/n) x (1 - t/n) peaks at 1 in mid-term; x 4,500 basis points.
        const rateBp = scaleRoundHalfUp(4 * 4500 * policyYear, term.years - policyYear, term.years * term.years);
        rates.push({ insurancePeriod: term.insurancePeriod, paymentPeriod, policyYear, rateBp });
      }
    }
  }
  return rates;
}
