import { VALIDATION_MESSAGES } from '../messages/validation';

/** The plan's insured count limits (maxInsuredCount, minInsuredCount); either may be missing. */
export interface InsuredCountLimits {
  min?: number | null;
  max?: number | null;
}

/** The default and the floor of both limits: a plan without limits insures exactly one person. */
const DEFAULT_INSURED_COUNT = 1;

/**
 * The limits as they apply: both default to and are at least 1, and a maximum below the minimum is
 * raised to it, so the buyer is never caught between the two.
 */
export function effectiveInsuredCountLimits(limits: InsuredCountLimits = {}): { readonly min: number; readonly max: number } {
  const min = Math.max(DEFAULT_INSURED_COUNT, limits.min ?? DEFAULT_INSURED_COUNT);
  return { min, max: Math.max(min, limits.max ?? DEFAULT_INSURED_COUNT) };
}

/**
 * Checks how many insureds are selected against the plan. None selected asks for one; otherwise
 * the count must lie within the plan's minimum and maximum (see effectiveInsuredCountLimits).
 */
export function checkInsuredCount(count: number, limits: InsuredCountLimits = {}): string | undefined {
  const { min, max } = effectiveInsuredCountLimits(limits);
  if (count < 1) return VALIDATION_MESSAGES.selectAtLeastOneInsured;
  if (count < min) return VALIDATION_MESSAGES.insuredCountMin(min);
  if (count > max) return VALIDATION_MESSAGES.insuredCountMax(max);
  return undefined;
}
