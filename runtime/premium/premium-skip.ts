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
  if (Object.keys(order.holder.person ?? {}).length === 0 && !order.holder.company) return 'noHolder';
  if (order.insuredList.length === 0) return 'noInsured';
  if (order.insuredList.every((insured) => insured.selected === false)) return 'noSelectedInsured';
  if (!input.factorsComplete) return 'factorsIncomplete';
  return undefined;
}

/** Reasons that only say the people are not entered yet: the trial factors can still price. */
const WANTS_PEOPLE: ReadonlySet<PremiumSkipReason> = new Set(['noHolder', 'noInsured']);

/**
 * Whether the premium trial (getPremium) prices instead of the calculation: on page 1 of life and
 * health products, whose first page only trial-prices (spec sections 5 and 7), and on any product's
 * first page while the calculation waits for people the page does not ask for (home insurance shows
 * its price on page 1 before anyone is named).
 */
export function pricesByTrial(reason: PremiumSkipReason | undefined, pageOrder: number): boolean {
  if (reason === 'firstPageLifeHealth') return true;
  return pageOrder === FIRST_PAGE && reason !== undefined && WANTS_PEOPLE.has(reason);
}
