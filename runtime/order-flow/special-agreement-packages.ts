import type { CallBody } from '../../schema/api/define-call';
import type { querySpecialAgreementList } from '../../schema/api/goods-clause';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';

type PackageRequest = CallBody<typeof querySpecialAgreementList>['planConfigPackageList'];

function allProducts(products: readonly Product[]): Product[] {
  return products.flatMap((product) => [product, ...allProducts(product.productList ?? [])]);
}

/**
 * The chosen packages as `querySpecialAgreementList` takes them: each package's code and id, with
 * every product (riders nested under a product included) and the codes of its chosen liabilities.
 */
export function specialAgreementPackages(packages: readonly PlanPackage[]): PackageRequest {
  return packages.map((pkg) => ({
    productPackageCode: pkg.productPackageCode,
    productPackageId: pkg.productPackageId,
    productList: allProducts(pkg.productList ?? []).map((product) => ({
      productCode: product.productCode,
      productId: product.productId,
      liabilityCodeList: (product.planConfigLiabilityList ?? []).map((liability) => liability.liabilityCode),
    })),
  }));
}
