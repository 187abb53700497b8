import type { Plan } from '../../schema/entities/plan';
import { effectiveInsuredCountLimits } from '../../shared/insured/check-insured-count';

/** How many insureds a block may hold: both at least 1, the maximum never below the minimum. */
export interface EffectiveInsuredCountLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * The insured count limits of an insured block: the chosen plan's maxInsuredCount and
 * minInsuredCount where the plan sets them (spec section 5), else the template's maxCount and
 * minCount. Normalised as checkInsuredCount does, so the block and the check agree.
 */
export function insuredCountLimits(
  plan: Pick<Plan, 'maxInsuredCount' | 'minInsuredCount'> | undefined,
  template: { readonly minCount?: number | undefined; readonly maxCount: number },
): EffectiveInsuredCountLimits {
  return effectiveInsuredCountLimits({ min: plan?.minInsuredCount ?? template.minCount, max: plan?.maxInsuredCount ?? template.maxCount });
}
