import type { PlanPackage } from '../../../schema/entities/plan-package';
import type { PremiumTrialRequest } from '../../../schema/entities/premium-trial-request';
import type { Product } from '../../../schema/entities/product';
import { flattenProducts } from '../../app/flatten-products';
import { productFactors, type FactorConflict } from '../../../shared/premium/product-factors';

/** A liability the buyer ticked, with the sum insured chosen for it. */
export interface LiabilityChoice {
  readonly liabilityCode: string;
  readonly sumInsured: number | undefined;
}

/** A product the buyer chose, as an order or a trial states it. */
export interface ProductChoice {
  readonly productId: string;
  readonly sumInsured: number | undefined;
  /** The product's own factor values (its periods and dynamic factors). */
  readonly factors: Readonly<Record<string, string>>;
  /** A factor the product states twice with different values (period fields against dynamicFactorMap). */
  readonly conflict?: FactorConflict;
  /** The liabilities listed; required ones are added when missing. */
  readonly liabilities: readonly LiabilityChoice[];
}

/** The products chosen from one package of the plan. */
export interface PackageChoice {
  readonly productPackageId: string;
  readonly products: readonly ProductChoice[];
}

function productChoice(product: Product): ProductChoice {
  const { values, conflict } = productFactors(product);
  return {
    productId: product.productId,
    sumInsured: product.sumInsured,
    factors: values,
    ...(conflict ? { conflict } : {}),
    liabilities: (product.planConfigLiabilityList ?? []).map((liability) => ({
      liabilityCode: liability.liabilityCode,
      sumInsured: liability.sumInsured,
    })),
  };
}

/** The choices an order's packageList states; sub-products are flattened, every one is priced on its own. */
export function choicesFromPackages(packages: readonly PlanPackage[]): PackageChoice[] {
  return packages.map((pkg) => ({
    productPackageId: pkg.productPackageId,
    products: flattenProducts(pkg.productList ?? []).map(productChoice),
  }));
}

/** The choices for one insured of an order: their own packageList when they state one, else the order's. */
export function insuredChoices(own: readonly PlanPackage[] | undefined, orderPackages: readonly PlanPackage[]): PackageChoice[] {
  return choicesFromPackages(own && own.length > 0 ? own : orderPackages);
}

/** The choices of one package of a premium trial. */
export function choicesFromTrialPackage(pkg: PremiumTrialRequest['premiumCalculatePackageList'][number]): PackageChoice {
  return {
    productPackageId: pkg.productPackageId,
    products: pkg.premiumCalculateProductList.map((product) => ({
      productId: product.productId,
      sumInsured: product.sumInsured,
      factors: {},
      liabilities: product.premiumCalculateLiabilityList.map((liability) => ({
        liabilityCode: liability.liabilityCode,
        sumInsured: liability.sumInsured,
      })),
    })),
  };
}
