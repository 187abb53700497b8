import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { RULE_REFUSAL_CODE } from './check-choices';
import type { PaymentFrequency } from './plan-config';
import type { ResolvedFactors } from './premium-factors';
import type { PricingPerson } from './pricing-person';
import { PRODUCT_MESSAGES } from './product-messages';
import { findRateRow, premiumOfRow, type RateKey, type RateTable } from './rate-table';
import type { ResolvedProduct } from './resolve-choices';

/** What one product is priced with for one person. */
export interface PricingContext {
  readonly person: PricingPerson;
  readonly paymentFrequency: PaymentFrequency;
  readonly factors: ResolvedFactors;
  readonly tables: ReadonlyMap<string, RateTable>;
}

/** The rate tables a product needs: its own when priced bySumInsured, else its chosen liabilities'. */
export function rateTableCodes(product: ResolvedProduct): string[] {
  if (product.config.product.premiumCalculateType === 'bySumInsured') {
    return product.config.rateTableCode ? [product.config.rateTableCode] : [];
  }
  return product.liabilities.flatMap((entry) => (entry.config.rateTableCode ? [entry.config.rateTableCode] : []));
}

/** The premium of one copy from one rate table, or a refusal naming what is missing. */
function premiumFromTable(code: string, sumInsured: number, product: ResolvedProduct, context: PricingContext): number {
  const { person } = context;
  const table = context.tables.get(code);
  const key: RateKey = {
    age: person.age,
    gender: person.gender,
    insurancePeriod: context.factors.insurancePeriod,
    paymentPeriod: context.factors.paymentPeriod,
    paymentFrequency: context.paymentFrequency,
    sumInsured,
    factors: context.factors.values,
  };
  const row = table ? findRateRow(table, key) : undefined;
  if (table && row) return premiumOfRow(table, row, sumInsured);
  // Rows priced by gender exist for this person, but the gender was not given.
  if (table && person.gender === undefined && (findRateRow(table, { ...key, gender: 'M' }) || findRateRow(table, { ...key, gender: 'F' }))) {
    throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.insuredGenderMissing(person.position));
  }
  // Rates depend on age and nobody was stated: the buyer has a birthday to give first.
  if (person.age === undefined) throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.insuredBirthdayMissing(person.position));
  throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.rateNotFound(product.config.product.productName, person.age));
}

/**
 * The premium of a product per payment (a year's premium when paid yearly, one instalment when paid
 * monthly), in fen: from the product's rate table on its sum insured when priced bySumInsured, else
 * the sum over its chosen liabilities' rate tables. Each copy is priced alike. Liabilities without a
 * rate table are included in the cover at no charge.
 */
export function priceProduct(product: ResolvedProduct, context: PricingContext): number {
  const copies = product.copies;
  if (product.config.product.premiumCalculateType === 'bySumInsured' && product.config.rateTableCode) {
    return premiumFromTable(product.config.rateTableCode, product.sumInsured / copies, product, context) * copies;
  }
  let total = 0;
  for (const entry of product.liabilities) {
    if (!entry.config.rateTableCode) continue;
    total += premiumFromTable(entry.config.rateTableCode, entry.sumInsured / copies, product, context) * copies;
  }
  return total;
}
