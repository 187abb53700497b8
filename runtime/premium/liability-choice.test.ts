import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { chosenPackages, initialCheckStates } from './liability-choice';

const plan: Plan = {
  planId: 'P',
  packages: [
    {
      productPackageId: 'K',
      productPackageCode: 'KC',
      productList: [
        {
          productId: 'M',
          productCode: 'MC',
          productName: '主险',
          planConfigLiabilityList: [
            { liabilityCode: 'L1', liabilityName: '一般医疗' },
            { liabilityCode: 'L2', liabilityName: '门诊', isOptional: 1 },
          ],
        },
        {
          productId: 'A',
          productCode: 'AC',
          productName: '附加险',
          isOptional: 1,
          planConfigLiabilityList: [{ liabilityCode: 'L3', liabilityName: '质子重离子' }],
        },
      ],
    },
  ],
};

describe('initialCheckStates', () => {
  it('lists optional liabilities unticked, keeping a previous state', () => {
    expect(initialCheckStates(plan)).toEqual([
      { productId: 'M', liabilityCode: 'L2', checked: false, disabled: false },
      { productId: 'A', liabilityCode: 'L3', checked: false, disabled: false },
    ]);
    const kept = initialCheckStates(plan, [{ productId: 'A', liabilityCode: 'L3', checked: true, disabled: true }]);
    expect(kept[1]).toEqual({ productId: 'A', liabilityCode: 'L3', checked: true, disabled: true });
  });
});

describe('chosenPackages', () => {
  it('keeps required liabilities and drops unticked optional products', () => {
    const products = chosenPackages(plan, initialCheckStates(plan))[0]?.productList ?? [];
    expect(products.map((product) => product.productId)).toEqual(['M']);
    expect(products[0]?.planConfigLiabilityList?.map((liability) => liability.liabilityCode)).toEqual(['L1']);
  });

  it('adds ticked optional liabilities', () => {
    const states = initialCheckStates(plan).map((state) => ({ ...state, checked: true }));
    const products = chosenPackages(plan, states)[0]?.productList ?? [];
    expect(products.map((product) => product.productId)).toEqual(['M', 'A']);
    expect(products[0]?.planConfigLiabilityList?.map((liability) => liability.liabilityCode)).toEqual(['L1', 'L2']);
  });
});
