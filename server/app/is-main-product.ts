import type { Product } from '../../schema/entities/product';

/** Whether a product is a main product (productType 1 or 'main') rather than a rider. */
export function isMainProduct(product: Pick<Product, 'productType'>): boolean {
  return product.productType === 1 || product.productType === 'main';
}
