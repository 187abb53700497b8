import { describe, expect, it } from 'vitest';
import type { PlanPackage } from '../../schema/entities/plan-package';
import { chosenLiabilityCount, mockOrderPremium } from './mock-order-premium';

/** Term life as the plan tabs leave it: the main cover with one liability, and the accident rider ticked. */
const lifeWithRider: PlanPackage[] = [
  {
    productPackageId: 'PKG-LIFE',
    productPackageCode: 'PKG-LIFE',
    productList: [
      { productId: 'M', productCode: 'M', productName: '守护定期寿险', productType: 1, planConfigLiabilityList: [{ liabilityCode: 'L-DEATH', liabilityName: '身故或全残保险金' }] },
      {
        productId: 'A',
        productCode: 'A',
        productName: '附加意外伤害保险',
        productType: 2,
        planConfigLiabilityList: [{ liabilityCode: 'L-ACC', liabilityName: '意外身故或伤残保险金' }],
        productList: [{ productId: 'S', productCode: 'S', productName: '子险', planConfigLiabilityList: [{ liabilityCode: 'L-SUB', liabilityName: '子责任' }] }],
      },
    ],
  },
];

describe('mockOrderPremium', () => {
  it('charges 100 yuan (10000 fen) for every liability chosen, sub-products included, whatever the real price', () => {
    expect(chosenLiabilityCount(lifeWithRider)).toBe(3);
    expect(mockOrderPremium(lifeWithRider)).toBe(30_000);
  });

  it('is nothing when no liability is chosen', () => {
    expect(mockOrderPremium(undefined)).toBe(0);
    expect(mockOrderPremium([{ productPackageId: 'P', productPackageCode: 'P', productList: [{ productId: 'X', productCode: 'X', productName: '无责任' }] }])).toBe(0);
  });
});
