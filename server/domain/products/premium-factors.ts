import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { FactorConfig, FactorOption, PaymentFrequency, PlanConfig } from './plan-config';
import { PRODUCT_MESSAGES } from './product-messages';
import { ANY } from './rate-table';

/**
 * Factor codes with a fixed meaning. Person factors are read per insured; every other code is a
 * common or dynamic factor (for example socialSecurity) configured per plan in `plan_factors`.
 */
export const FACTOR_CODES = {
  insurancePeriod: 'insurancePeriod',
  paymentPeriod: 'paymentPeriod',
  paymentFrequency: 'paymentFrequency',
  sumInsured: 'sumInsured',
  birthday: 'birthday',
  age: 'age',
  gender: 'gender',
} as const;

/** Factor values by code, as text ('20-Y', 'Y', '2000000'). */
export type FactorValues = Readonly<Record<string, string>>;

/** The factors one product is priced with. */
export interface ResolvedFactors {
  readonly insurancePeriod: string;
  readonly paymentPeriod: string;
  /** Every plan factor's value, including the two periods. */
  readonly values: FactorValues;
}

/** The choices and default a factor has once the factors it depends on are known. */
export function factorChoices(plan: PlanConfig, factor: FactorConfig, resolved: FactorValues): { options: readonly FactorOption[]; defaultValue: string } {
  const link = plan.links.find((candidate) => candidate.targetCode === factor.code && resolved[candidate.triggerCode] === candidate.triggerValue);
  return link ? { options: link.options, defaultValue: link.defaultValue } : { options: factor.options, defaultValue: factor.defaultValue };
}

/**
 * Resolves the plan's factors in their configured order (a linked factor comes after its trigger):
 * each takes the first value given in `sources` or else its default, and must be one of its choices
 * under the linkage of the factors before it, or the request is refused naming the factor.
 */
export function resolveFactors(plan: PlanConfig, sources: readonly FactorValues[]): ResolvedFactors {
  const given = (code: string): string | undefined => {
    for (const source of sources) {
      const value = source[code];
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  };
  const resolved: Record<string, string> = {};
  for (const factor of plan.factors) {
    const { options, defaultValue } = factorChoices(plan, factor, resolved);
    const value = given(factor.code) ?? defaultValue;
    if (!options.some((option) => option.value === value)) {
      throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.factorValueInvalid(factor.name, value));
    }
    resolved[factor.code] = value;
  }
  return {
    insurancePeriod: resolved[FACTOR_CODES.insurancePeriod] ?? given(FACTOR_CODES.insurancePeriod) ?? ANY,
    paymentPeriod: resolved[FACTOR_CODES.paymentPeriod] ?? given(FACTOR_CODES.paymentPeriod) ?? ANY,
    values: resolved,
  };
}

/** The requested payment frequency when the plan offers it, else the plan's default. */
export function choosePaymentFrequency(plan: PlanConfig, requested: string | undefined): PaymentFrequency {
  const offered = plan.paymentFrequencies.find((frequency) => frequency === requested);
  return offered ?? plan.defaultPaymentFrequency;
}

/** Factor values as text: the order and trial carry numbers and booleans too. */
export function factorValuesOf(record: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [code, value] of Object.entries(record ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') values[code] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') values[code] = String(value);
  }
  return values;
}
