import type { Plan } from '../../schema/entities/plan';
import type { Product } from '../../schema/entities/product';

/** True for an additional (rider) product: productType 2 or 'addition'. */
export function isAdditionProduct(product: Product): boolean {
  return product.productType === 2 || product.productType === 'addition';
}

/**
 * A plan's main and additional products: the plan's own lists when it states them, else its packages'
 * products split by product type.
 */
export function planProducts(plan: Plan): { main: Product[]; additional: Product[] } {
  if (plan.planConfigMainProductList || plan.planConfigAdditionProductList) {
    return { main: [...(plan.planConfigMainProductList ?? [])], additional: [...(plan.planConfigAdditionProductList ?? [])] };
  }
  const products = plan.packages.flatMap((pkg) => pkg.productList ?? []);
  return { main: products.filter((product) => !isAdditionProduct(product)), additional: products.filter(isAdditionProduct) };
}
