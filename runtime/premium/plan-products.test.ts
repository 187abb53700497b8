import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { planProducts } from './plan-products';

const product = (productId: string, productType?: 1 | 2 | 'main' | 'addition') => ({ productId, productCode: productId, productName: productId, ...(productType ? { productType } : {}) });

describe('planProducts', () => {
  it('splits package products by type', () => {
    const plan: Plan = { planId: 'P', packages: [{ productPackageId: 'K', productPackageCode: 'K', productList: [product('M'), product('A', 2), product('B', 'addition')] }] };
    const split = planProducts(plan);
    expect(split.main.map((p) => p.productId)).toEqual(['M']);
    expect(split.additional.map((p) => p.productId)).toEqual(['A', 'B']);
  });

  it('prefers the plan own lists', () => {
    const plan: Plan = { planId: 'P', packages: [], planConfigMainProductList: [product('X')] };
    expect(planProducts(plan)).toEqual({ main: [product('X')], additional: [] });
  });
});
