import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { FactorConfig, FactorOption, PaymentFrequency, PlanConfig } from './plan-config';
import { PRODUCT_MESSAGES } from './product-messages';
import { ANY } from './rate-table';
import { factorConflict, type FactorConflict, type FactorValues } from '../../../shared/premium/product-factors';

export type { FactorValues };

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

/** A factor's name as the buyer reads it (the plan's factor name), for messages. */
function factorName(plan: PlanConfig, code: string): string {
  return plan.factors.find((factor) => factor.code === code)?.name ?? code;
}

/** Refuses a choice that states one factor twice with different values: the server never picks one. */
export function refuseFactorConflict(plan: PlanConfig, conflict: FactorConflict | undefined): void {
  if (!conflict) return;
  throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.factorContradiction(factorName(plan, conflict.code), conflict.values[0], conflict.values[1]));
}

/**
 * The factors of one product: the order-level values (`common`) and the product's own must agree on
 * every factor both state (a product whose period fields and dynamicFactorMap disagree is refused
 * too), then they resolve against the plan as `resolveFactors` does.
 */
export function resolveProductFactors(plan: PlanConfig, common: FactorValues, product: { readonly factors: FactorValues; readonly conflict?: FactorConflict }): ResolvedFactors {
  refuseFactorConflict(plan, product.conflict);
  refuseFactorConflict(plan, factorConflict([common, product.factors]));
  return resolveFactors(plan, [common, product.factors]);
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

/**
 * The requested payment frequency, or the plan's default when none is requested; a frequency the plan
 * does not offer is refused, never silently replaced (the buyer would be shown one and charged another).
 */
export function choosePaymentFrequency(plan: PlanConfig, requested: string | undefined): PaymentFrequency {
  if (requested === undefined || requested === '') return plan.defaultPaymentFrequency;
  const offered = plan.paymentFrequencies.find((frequency) => frequency === requested);
  if (!offered) throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.factorValueInvalid(PRODUCT_MESSAGES.paymentFrequencyName, requested));
  return offered;
}
