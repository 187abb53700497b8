import { VALIDATION_MESSAGES } from '../messages/validation';
import { checkInsuredCount, effectiveInsuredCountLimits, type InsuredCountLimits } from './check-insured-count';

/** An insured as far as counting goes: it counts unless its selected flag is false. */
interface CountedInsured {
  readonly selected?: boolean | null | undefined;
}

/**
 * Refuses a list with more entries than the plan's maximum, selected or not. The app never holds
 * more (an insured is deselected, not added), so a longer list is a request built by hand: thousands
 * of entries flagged selected false would otherwise pass the count and be stored and priced.
 */
export function checkInsuredEntries(entries: number, limits: InsuredCountLimits = {}): string | undefined {
  const { max } = effectiveInsuredCountLimits(limits);
  return entries > max ? VALIDATION_MESSAGES.insuredCountMax(max) : undefined;
}

/**
 * An order's insured list against the plan (spec section 5): no more entries than the maximum
 * (checkInsuredEntries), and the insureds that count, those not flagged selected false, within the
 * plan's minimum and maximum (checkInsuredCount).
 */
export function checkInsuredList(insureds: readonly CountedInsured[], limits: InsuredCountLimits = {}): string | undefined {
  return checkInsuredEntries(insureds.length, limits) ?? checkInsuredCount(insureds.filter((insured) => insured.selected !== false).length, limits);
}
