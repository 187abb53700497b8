import type { AttrsOf } from '../../schema/catalogue';
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
