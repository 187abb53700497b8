import type { Order } from '../../../../schema/entities/order';
import type { Product } from '../../../../schema/entities/product';
import { flattenProducts } from '../../../app/flatten-products';
import { isMainProduct } from '../../../app/is-main-product';

/** Every product of an order's packages, sub-products included, in order. */
export function orderProducts(order: Pick<Order, 'packageList'>): Product[] {
  return (order.packageList ?? []).flatMap((pack) => flattenProducts(pack.productList ?? []));
}

/** The main product of an order (productType 1 or main), else its first product. */
export function mainProduct(order: Pick<Order, 'packageList'>): Product | undefined {
  const products = orderProducts(order);
  return products.find(isMainProduct) ?? products[0];
}
