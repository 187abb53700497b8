import type { Liability } from '../../schema/entities/liability';
import type { Plan } from '../../schema/entities/plan';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';
import { sameLiability, type LiabilityCheckState } from '../../shared/collocation';
import { applySumInsuredChoices, type SumInsuredChoice } from '../../shared/premium/sum-insured-choice';
import { isProductVisible, type ProductVisibilityInput } from '../../shared/visibility/is-product-visible';

const OPTIONAL = 1;

/** A product and its sub-products, flattened: every one carries its own liabilities. */
export function flattenProducts(products: readonly Product[]): Product[] {
  return products.flatMap((product) => [product, ...flattenProducts(product.productList ?? [])]);
}

/** Whether the buyer may tick this liability: it is optional, or its whole product is. */
export function isOptionalLiability(product: Product, liability: Liability): boolean {
  return liability.isOptional === OPTIONAL || product.isOptional === OPTIONAL;
}

function planProductList(plan: Plan): Product[] {
  return plan.packages.flatMap((pkg) => flattenProducts(pkg.productList ?? []));
}

/**
 * The tick boxes of a plan's optional liabilities, all unticked: the buyer opts in. A previous state
 * for the same liability (after a reload) is kept.
 */
export function initialCheckStates(plan: Plan, previous: readonly LiabilityCheckState[] = []): LiabilityCheckState[] {
  return planProductList(plan).flatMap((product) =>
    (product.planConfigLiabilityList ?? [])
      .filter((liability) => isOptionalLiability(product, liability))
      .map((liability) => {
        const ref = { productId: product.productId, liabilityCode: liability.liabilityCode };
        return previous.find((state) => sameLiability(state, ref)) ?? { ...ref, checked: false, disabled: false };
      }),
  );
}

function keepProduct(product: Product, states: readonly LiabilityCheckState[]): Product | undefined {
  const liabilities = (product.planConfigLiabilityList ?? []).filter(
    (liability) =>
      !isOptionalLiability(product, liability) ||
      states.some((state) => state.checked && sameLiability(state, { productId: product.productId, liabilityCode: liability.liabilityCode })),
  );
  const children = (product.productList ?? []).flatMap((child) => keepProduct(child, states) ?? []);
  const hadLiabilities = (product.planConfigLiabilityList ?? []).length > 0;
  // An optional product with nothing ticked is not bought at all.
  if (hadLiabilities && liabilities.length === 0 && children.length === 0) return undefined;
  return { ...product, planConfigLiabilityList: liabilities, ...(product.productList ? { productList: children } : {}) };
}

/** The plan's packages with only the required and the ticked liabilities: what the order buys. */
export function chosenPackages(plan: Plan, states: readonly LiabilityCheckState[]): PlanPackage[] {
  return plan.packages.map((pkg) => ({
    ...pkg,
    productList: (pkg.productList ?? []).flatMap((product) => keepProduct(product, states) ?? []),
  }));
}

/**
 * The optional products a visibility rule hides for these insureds (spec section 4, collocation rules
 * by age and count): the plan tabs show them unavailable, and no order buys them, as the server would
 * refuse them. Judged with the server's own function on the same facts.
 */
export function unavailableProducts(plan: Plan, facts: ProductVisibilityInput | undefined): ReadonlySet<string> {
  if (!facts) return new Set();
  return new Set(
    planProductList(plan)
      .filter((product) => product.isOptional === OPTIONAL && product.collocationRule !== undefined && !isProductVisible(product.collocationRule, facts))
      .map((product) => product.productId),
  );
}

/**
 * What the order buys, from the buyer's choices on the plan: its packages with the required
 * liabilities, the optional ones ticked (unticked until the buyer ticks one) and every choosable sum
 * insured set, the buyer's choice or the control's default; an optional product the insureds' ages or
 * count rule out (`facts`) is left out, ticked or not. The premium atoms derive it from the kept ticks
 * and amounts, and the choice-space tests from each combination they try.
 */
export function packagesBought(plan: Plan, checks: readonly LiabilityCheckState[], amounts: readonly SumInsuredChoice[], facts?: ProductVisibilityInput): PlanPackage[] {
  const unavailable = unavailableProducts(plan, facts);
  const states = initialCheckStates(plan, checks).map((state) => (unavailable.has(state.productId) ? { ...state, checked: false } : state));
  return applySumInsuredChoices(chosenPackages(plan, states), amounts);
}
