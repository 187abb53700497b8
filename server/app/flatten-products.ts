import type { Product } from '../../schema/entities/product';

/** Products and their nested sub-products (`productList`), flattened depth first, each before its own. */
export function flattenProducts(products: readonly Product[]): Product[] {
  return products.flatMap((product) => [product, ...flattenProducts(product.productList ?? [])]);
}
