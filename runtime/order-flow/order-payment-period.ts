import type { Order } from '../../schema/entities/order';
import type { Product } from '../../schema/entities/product';
import { productFactors } from '../../shared/premium/product-factors';

function isMain(product: Product): boolean {
  return product.productType === undefined || product.productType === 1 || product.productType === 'main';
}

/**
 * The payment period of an order (`20-Y`): what its main product states it was chosen as (its period
 * fields and dynamic factors, see productFactors), from the order's packages, else its first insured's;
 * undefined when the order states none or states two.
 */
export function orderPaymentPeriod(order: Pick<Order, 'packageList' | 'insuredList'> | null | undefined): string | undefined {
  const packages = order?.packageList?.length ? order.packageList : order?.insuredList?.[0]?.packageList;
  const products = (packages ?? []).flatMap((pack) => pack.productList ?? []);
  const main = products.find(isMain) ?? products[0];
  if (!main) return undefined;
  const { values, conflict } = productFactors(main);
  return conflict ? undefined : values.paymentPeriod;
}
