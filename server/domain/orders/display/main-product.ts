import type { Order } from '../../../../schema/entities/order';
import type { Product } from '../../../../schema/entities/product';

/** Every product of an order's packages, sub-products included, in order. */
export function orderProducts(order: Pick<Order, 'packageList'>): Product[] {
  const out: Product[] = [];
  const visit = (products: readonly Product[] | undefined) => {
    for (const product of products ?? []) {
      out.push(product);
      visit(product.productList);
    }
  };
  for (const pack of order.packageList ?? []) visit(pack.productList);
  return out;
}

/** The main product of an order (productType 1 or main), else its first product. */
export function mainProduct(order: Pick<Order, 'packageList'>): Product | undefined {
  const products = orderProducts(order);
  return products.find((product) => product.productType === 1 || product.productType === 'main') ?? products[0];
}

/** A product's period as the spec writes it (`20-Y`, `L`), from its amount and unit fields. */
export function productPeriod(amount: number | undefined, unit: string | undefined): string | undefined {
  if (unit === 'L') return 'L';
  if (amount === undefined || amount <= 0 || unit === undefined) return undefined;
  return `${amount}-${unit}`;
}
