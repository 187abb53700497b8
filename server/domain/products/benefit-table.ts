import type { BenefitTable } from '../../../schema/entities/benefit-table';
import { assertNever } from '../../../shared/assert-never';
import { parseInsurancePeriod } from '../../../shared/dates/insurance-period';
import { PRODUCT_MESSAGES } from './product-messages';
import { scaleRoundHalfUp } from './round-fen';

/** The columns a benefit table can show after policy year and age; every value is in fen. */
export const BENEFIT_COLUMN_CODES = ['annualPremium', 'cumulativePremium', 'deathBenefit', 'cashValue'] as const;

/** A benefit table column's code. */
export type BenefitColumnCode = (typeof BENEFIT_COLUMN_CODES)[number];

/** A column of a product's benefit table. */
export interface BenefitColumn {
  readonly code: BenefitColumnCode;
  readonly title: string;
}

/** The age a lifelong policy is illustrated up to. */
export const LIFELONG_ILLUSTRATION_AGE = 105;

const BASIS_POINTS = 10_000;
/** The multiple TOTAL_BENEFIT_D_PREMIUM is rounded to: two decimals. */
const MULTIPLE_PRECISION = 100;

/** What one illustration is computed from. */
export interface BenefitInput {
  readonly columns: readonly BenefitColumn[];
  /** Age on the insurance start day. */
  readonly issueAge: number;
  readonly insurancePeriod: string;
  readonly paymentPeriod: string;
  /** The premium of one policy year in fen. */
  readonly annualPremium: number;
  readonly sumInsured: number;
  /** Cash value by policy year, as basis points of the premiums paid so far. */
  readonly cashValueBp: ReadonlyMap<number, number>;
  readonly factors: Readonly<Record<string, string | number>>;
}

/** Whole policy years a period covers: N-Y is N years, lifelong runs to the illustration age, shorter terms one year. */
export function periodYears(period: string, issueAge: number): number {
  const parsed = parseInsurancePeriod(period);
  if (!parsed) return 1;
  if (parsed.kind === 'lifelong') return Math.max(1, LIFELONG_ILLUSTRATION_AGE - issueAge);
  return parsed.unit === 'Y' ? parsed.amount : 1;
}

function columnValue(code: BenefitColumnCode, year: number, paymentYears: number, input: BenefitInput): number {
  const paid = input.annualPremium * Math.min(year, paymentYears);
  switch (code) {
    case 'annualPremium':
      return year <= paymentYears ? input.annualPremium : 0;
    case 'cumulativePremium':
      return paid;
    case 'deathBenefit':
      return input.sumInsured;
    case 'cashValue':
      return scaleRoundHalfUp(paid, input.cashValueBp.get(year) ?? 0, BASIS_POINTS);
    default:
      return assertNever(code, 'benefit column');
  }
}

/**
 * The benefit illustration of one insured (the benefitCalculate result): a row per policy year with
 * the insured's age that year and the product's columns, and the comparison chart figures: the
 * premiums paid over the payment period (TOTAL_PREMIUM), the largest benefit payable (TOTAL_BENEFIT)
 * and their ratio to two decimals (TOTAL_BENEFIT_D_PREMIUM).
 */
export function buildBenefitTable(input: BenefitInput): BenefitTable {
  const policyYears = periodYears(input.insurancePeriod, input.issueAge);
  const paymentYears = Math.min(periodYears(input.paymentPeriod, input.issueAge), policyYears);
  const datas = Array.from({ length: policyYears }, (_, index) => {
    const policyYear = index + 1;
    return {
      policyYear,
      insuredAge: input.issueAge + index,
      values: input.columns.map((column) => columnValue(column.code, policyYear, paymentYears, input)),
    };
  });
  const totalPremium = input.annualPremium * paymentYears;
  const totalBenefit = Math.max(input.sumInsured, ...datas.map((row) => columnValue('cashValue', row.policyYear, paymentYears, input)));
  const multiple = totalPremium === 0 ? 0 : scaleRoundHalfUp(totalBenefit, MULTIPLE_PRECISION, totalPremium) / MULTIPLE_PRECISION;
  return {
    titles: [PRODUCT_MESSAGES.benefitPolicyYear, PRODUCT_MESSAGES.benefitInsuredAge, ...input.columns.map((column) => column.title)],
    datas,
    benefitFactors: { ...input.factors },
    comparisonChartAttr: [
      { itemCode: 'TOTAL_BENEFIT_D_PREMIUM', displayName: PRODUCT_MESSAGES.chartMultiple, detailDesc: PRODUCT_MESSAGES.chartMultipleDesc, value: multiple },
      { itemCode: 'TOTAL_PREMIUM', displayName: PRODUCT_MESSAGES.chartTotalPremium, detailDesc: PRODUCT_MESSAGES.chartTotalPremiumDesc, value: totalPremium },
      { itemCode: 'TOTAL_BENEFIT', displayName: PRODUCT_MESSAGES.chartTotalBenefit, detailDesc: PRODUCT_MESSAGES.chartTotalBenefitDesc, value: totalBenefit },
    ],
  };
}
