import type { INSURANCE_CATEGORIES } from '../../schema/template/insurance-category';
import type { CalculationOrder } from '../order/build-order';

type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];

/** Why no premium calculation is requested now; undefined means calculate. */
export type PremiumSkipReason = 'noPlan' | 'firstPageLifeHealth' | 'noHolder' | 'noInsured' | 'noSelectedInsured' | 'factorsIncomplete';

/** What the skip rules look at. */
export interface PremiumSkipInput {
  /** The order built from the form; undefined while no plan is chosen. */
  readonly order: CalculationOrder | undefined;
  readonly pageOrder: number;
  readonly insuranceCategory: InsuranceCategory;
  /** Every trial factor on the page has a value. */
  readonly factorsComplete: boolean;
}

const FIRST_PAGE = 1;

/**
 * The spec's preconditions of a premium calculation (section 5): a plan is chosen, the holder and
 * the insureds exist, at least one insured is selected, every factor is filled; and life and health
 * products never calculate on page 1 (their first page only trial-prices).
 */
export function premiumSkipReason(input: PremiumSkipInput): PremiumSkipReason | undefined {
  const { order } = input;
  if (!order) return 'noPlan';
  if (input.pageOrder === FIRST_PAGE && input.insuranceCategory !== 'propertyInsurance') return 'firstPageLifeHealth';
  if (Object.keys(order.holder.person ?? {}).length === 0) return 'noHolder';
  if (order.insuredList.length === 0) return 'noInsured';
  if (order.insuredList.every((insured) => insured.selected === false)) return 'noSelectedInsured';
  if (!input.factorsComplete) return 'factorsIncomplete';
  return undefined;
}
