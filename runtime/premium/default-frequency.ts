import type { AttrsOf } from '../../schema/catalogue';
import type { Plan } from '../../schema/entities/plan';
import type { INSURANCE_CATEGORIES } from '../../schema/template/insurance-category';

/** A payment frequency of the payment plan block. */
export type PaymentFrequency = 'month' | 'year';

/**
 * The frequency shown first: the buyer's earlier choice when it is still offered, else the block's
 * default when offered, else (the catalogue's rule for an empty default) yearly for life and health
 * and monthly otherwise, else the first option.
 */
export function initialFrequency(
  attrs: Pick<AttrsOf<'paymentPlan'>, 'frequencyOptions' | 'defaultFrequency'>,
  category: (typeof INSURANCE_CATEGORIES)[number],
  chosen: PaymentFrequency | null,
): PaymentFrequency | undefined {
  const offered = new Set(attrs.frequencyOptions.map((option) => option.value));
  const byCategory: PaymentFrequency = category === 'propertyInsurance' ? 'month' : 'year';
  const candidates = [chosen, attrs.defaultFrequency ?? byCategory];
  return candidates.find((value): value is PaymentFrequency => !!value && offered.has(value)) ?? attrs.frequencyOptions[0]?.value;
}

/** The payment plan block's options the plan accepts (all of them while the plan does not say). */
export function planFrequencyOptions<T extends { readonly value: PaymentFrequency }>(options: readonly T[], plan: Plan | undefined): T[] {
  const accepted = plan?.paymentFrequencies;
  return accepted ? options.filter((option) => accepted.includes(option.value)) : [...options];
}

/**
 * The payment frequency an order is priced and bought with: the buyer's choice when the selected plan
 * accepts it, else the plan's default (a choice kept from another product's page never reaches an
 * order of this one); the choice as it is while the plan does not say what it accepts.
 */
export function frequencyForPlan(plan: Plan | undefined, chosen: PaymentFrequency | null): PaymentFrequency | undefined {
  const accepted = plan?.paymentFrequencies;
  if (!accepted) return chosen ?? undefined;
  return chosen && accepted.includes(chosen) ? chosen : plan?.defaultPaymentFrequency;
}
