import { REMINDER_DIALOG_CODES } from '../../../schema/api/envelope';
import { isProductVisible, type ProductVisibilityInput } from '../../../shared/visibility/is-product-visible';
import { DomainError } from '../../app/domain-error';
import { planProducts, type PlanConfig } from './plan-config';
import { PRODUCT_MESSAGES } from './product-messages';
import type { ResolvedProduct } from './resolve-choices';

/** Refusals of what the plan's rules forbid open the 温馨提示 dialog (code 20000). */
export const RULE_REFUSAL_CODE = REMINDER_DIALOG_CODES[0];

/** A liability's name in messages, looked up among all of the plan's products. */
function liabilityName(plan: PlanConfig, productId: string, code: string): string {
  const product = planProducts(plan).find((candidate) => candidate.product.productId === productId);
  return product?.liabilities.find((entry) => entry.liability.liabilityCode === code)?.liability.liabilityName ?? code;
}

function isChosen(products: readonly ResolvedProduct[], productId: string, code: string): boolean {
  return products.some(
    (product) => product.config.product.productId === productId && product.liabilities.some((entry) => entry.config.liability.liabilityCode === code),
  );
}

/**
 * Refuses a choice that breaks a collocation row (spec section 4). Only what the buyer app's toggling
 * keeps true is enforced: type 1 ticks both or neither, type 3 never both, type 4 never the first
 * without the locked partner. Type 2 forces the partner on only at the moment of ticking; the buyer may
 * untick it afterwards, so it constrains nothing here.
 */
export function checkCollocations(plan: PlanConfig, products: readonly ResolvedProduct[]): void {
  for (const row of plan.collocations) {
    const first = isChosen(products, row.productId, row.liabilityCode);
    const partner = isChosen(products, row.collocationProductId, row.collocationLiabilityCode);
    const a = liabilityName(plan, row.productId, row.liabilityCode);
    const b = liabilityName(plan, row.collocationProductId, row.collocationLiabilityCode);
    if (row.collocationType === 1 && first !== partner) throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.collocationTogether(a, b));
    if (row.collocationType === 3 && first && partner) throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.collocationExclusive(a, b));
    if (row.collocationType === 4 && first && !partner) throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.collocationRequires(a, b));
  }
}

/**
 * Refuses a product whose visibility rule hides it for these insureds (spec section 4), the same
 * judgement the buyer app makes with the same shared function.
 */
export function checkVisibility(products: readonly ResolvedProduct[], facts: ProductVisibilityInput): void {
  for (const product of products) {
    const rule = product.config.product.collocationRule;
    if (rule && !isProductVisible(rule, facts)) {
      throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.productNotAvailable(product.config.product.productName));
    }
  }
}
