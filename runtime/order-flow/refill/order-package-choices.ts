import type { Order } from '../../../schema/entities/order';
import type { LiabilityCheckState } from '../../../shared/collocation';
import type { SumInsuredChoice } from '../../../shared/premium/sum-insured-choice';
import { flattenProducts } from '../../premium/liability-choice';

/** The plan-tab choices an order's packages were bought with. */
export interface OrderPackageChoices {
  /** Every liability the order buys, ticked: the plan keeps those that are optional (see initialCheckStates). */
  readonly checks: readonly LiabilityCheckState[];
  /** The sums insured the order states, per liability and per product; amounts a control does not allow fall back to its default. */
  readonly sums: readonly SumInsuredChoice[];
}

/**
 * The optional liabilities and sums insured of an order (its own packages, else its first insured's):
 * what the plan tabs show ticked and chosen once the order is loaded. Liabilities the order left out
 * stay unticked, as the plan's optional ones start.
 */
export function orderPackageChoices(order: Order): OrderPackageChoices {
  const packages = order.packageList && order.packageList.length > 0 ? order.packageList : (order.insuredList?.[0]?.packageList ?? []);
  const products = packages.flatMap((pkg) => flattenProducts(pkg.productList ?? []));
  const checks: LiabilityCheckState[] = [];
  const sums: SumInsuredChoice[] = [];
  for (const product of products) {
    const { productId } = product;
    if (typeof product.sumInsured === 'number') sums.push({ productId, sumInsured: product.sumInsured });
    for (const liability of product.planConfigLiabilityList ?? []) {
      checks.push({ productId, liabilityCode: liability.liabilityCode, checked: true, disabled: false });
      if (typeof liability.sumInsured === 'number') sums.push({ productId, liabilityCode: liability.liabilityCode, sumInsured: liability.sumInsured });
    }
  }
  return { checks, sums };
}
