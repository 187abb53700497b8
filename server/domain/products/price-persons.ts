import type { Queryable } from '../../db/database';
import type { ProductVisibilityInput } from '../../../shared/visibility/is-product-visible';
import { checkCollocations, checkVisibility } from './check-choices';
import { loadRateTables } from './load-rate-tables';
import { isMainProduct } from '../../app/is-main-product';
import type { PaymentFrequency, PlanConfig } from './plan-config';
import { FACTOR_CODES, resolveProductFactors, type FactorValues, type ResolvedFactors } from './premium-factors';
import { priceProduct, rateTableCodes } from './price-product';
import type { PricingPerson } from './pricing-person';
import type { PackageChoice } from './product-choices';
import { resolveChoices, type ResolvedProduct } from './resolve-choices';

/** One person to price and what was chosen for them. */
export interface PersonToPrice {
  readonly person: PricingPerson;
  readonly choices: readonly PackageChoice[];
  /** Factor values stated for everyone (order-level choices); a product's own must agree with them. */
  readonly commonFactors: FactorValues;
}

/** A product priced for one person: its premium per payment in fen, and the factors used. */
export interface PricedProduct {
  readonly product: ResolvedProduct;
  readonly premium: number;
  readonly factors: ResolvedFactors;
}

/** A person's priced products, their premium per payment and the sum insured of their main products. */
export interface PricedPerson {
  readonly person: PricingPerson;
  readonly products: readonly PricedProduct[];
  readonly premium: number;
  readonly mainSumInsured: number;
}

/** Options of one pricing run. */
export interface PricingOptions {
  readonly paymentFrequency: PaymentFrequency;
  /** The facts product visibility rules are judged on (all insureds' ages and their count). */
  readonly visibility: ProductVisibilityInput;
}

function fallbackSumInsured(values: FactorValues): number | undefined {
  const text = values[FACTOR_CODES.sumInsured];
  const amount = text === undefined ? Number.NaN : Number(text);
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}

/**
 * Prices each person's chosen products from the plan's rate tables: choices are checked and
 * completed, visibility rules and collocation rows enforced, factors resolved per product, and the
 * rate tables loaded once for every person's age. Deterministic: the same request prices the same.
 */
export async function pricePersons(
  db: Queryable,
  tenant: string,
  plan: PlanConfig,
  people: readonly PersonToPrice[],
  options: PricingOptions,
): Promise<PricedPerson[]> {
  const resolved = people.map((entry) => {
    const products = resolveChoices(plan, entry.choices, fallbackSumInsured(entry.commonFactors));
    checkVisibility(products, options.visibility);
    checkCollocations(plan, products);
    return products.map((product) => ({ product, factors: resolveProductFactors(plan, entry.commonFactors, product) }));
  });
  const codes = resolved.flatMap((products) => products.flatMap((entry) => rateTableCodes(entry.product)));
  const tables = await loadRateTables(db, tenant, codes);

  return people.map((entry, index) => {
    const priced = (resolved[index] ?? []).map(({ product, factors }) => ({
      product,
      factors,
      premium: priceProduct(product, { person: entry.person, paymentFrequency: options.paymentFrequency, factors, tables }),
    }));
    return {
      person: entry.person,
      products: priced,
      premium: priced.reduce((sum, item) => sum + item.premium, 0),
      mainSumInsured: priced.filter((item) => isMainProduct(item.product.config.product)).reduce((sum, item) => sum + item.product.sumInsured, 0),
    };
  });
}
