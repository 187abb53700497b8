import type { CallBody } from '../../../schema/api/define-call';
import type { queryDynamicFactor } from '../../../schema/api/dynamic-factor';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { Queryable } from '../../db/database';
import { loadPlanConfig } from './load-plan-config';
import type { FactorOption } from './plan-config';
import { factorValuesOf } from '../../../shared/premium/product-factors';
import { factorChoices } from './premium-factors';
import { PRODUCT_MESSAGES } from './product-messages';

/** What a linked factor may now take: its choices, its default under the new linkage, and its value. */
export interface LinkedFactor {
  readonly options: readonly FactorOption[];
  readonly defaultValue: string;
  /** The value the factor keeps: its current one when still offered, else the default. */
  readonly value: string;
}

/**
 * Factor linkage (queryDynamicFactor): after `factorCode` changed to `factorValue`, the factors whose
 * choices depend on it, directly or through a factor that had to change in turn, with their new
 * choices, default and value, keyed by factor code. A value the changed factor does not offer is
 * refused; a factor nothing depends on gives an empty result.
 */
export async function linkDynamicFactors(db: Queryable, tenant: string, body: CallBody<typeof queryDynamicFactor>): Promise<Record<string, LinkedFactor>> {
  const plan = await loadPlanConfig(db, tenant, body.planId, body.goodsId);
  const changedFactor = plan.factors.find((factor) => factor.code === body.factorCode);
  const current: Record<string, string> = { ...factorValuesOf(body.dynamicFactorMap), [body.factorCode]: body.factorValue };
  const resolved: Record<string, string> = {};
  const changed = new Set<string>([body.factorCode]);
  const result: Record<string, LinkedFactor> = {};
  for (const factor of plan.factors) {
    const { options, defaultValue } = factorChoices(plan, factor, resolved);
    const given = current[factor.code];
    const offered = given !== undefined && options.some((option) => option.value === given);
    if (factor === changedFactor && !offered) {
      throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.factorValueInvalid(factor.name, body.factorValue));
    }
    const value = offered ? given : defaultValue;
    resolved[factor.code] = value;
    const dependsOnChange = plan.links.some((link) => link.targetCode === factor.code && changed.has(link.triggerCode));
    if (!dependsOnChange) continue;
    result[factor.code] = { options, defaultValue, value };
    if (value !== given) changed.add(factor.code);
  }
  return result;
}
