import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { insuredVisibilityFacts } from './insured-facts';
import { chosenPackages, initialCheckStates, packagesBought, unavailableProducts } from './liability-choice';

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

describe('riders the insureds cannot have', () => {
  // The rider is for insureds of 60 or younger, as the seeded hospital allowance is.
  const ruled: Plan = {
    ...plan,
    packages: plan.packages.map((pkg) => ({
      ...pkg,
      productList: (pkg.productList ?? []).map((product) =>
        product.productId === 'A' ? { ...product, collocationRule: { effect: 'require' as const, combinator: 'and' as const, conditions: [{ factor: 'insuredAgeYears' as const, max: 60 }] } } : product,
      ),
    })),
  };
  const ticked = initialCheckStates(ruled).map((state) => ({ ...state, checked: true }));
  const bought = (birthday: string) =>
    (packagesBought(ruled, ticked, [], insuredVisibilityFacts({ trailElement: [{}, [{ birthday }], {}] }, '2026-11-21'))[0]?.productList ?? []).map((product) => product.productId);

  it('are not bought, ticked or not, once the insured is too old; they are for one who is not', () => {
    expect(unavailableProducts(ruled, insuredVisibilityFacts({ trailElement: [{}, [{ birthday: '1960-01-01' }], {}] }, '2026-11-21'))).toEqual(new Set(['A']));
    expect(bought('1960-01-01')).toEqual(['M']);
    expect(bought('1966-11-21')).toEqual(['M', 'A']);
    // Nobody named yet: the rule cannot be judged, and the rider stays on offer.
    expect(unavailableProducts(ruled, insuredVisibilityFacts({}, '2026-11-21'))).toEqual(new Set());
  });

  it('judge the insured of page 2 over page 1, the holder for 本人, and an ID number for a birthday', () => {
    const facts = (values: Record<string, unknown>) => insuredVisibilityFacts(values, '2026-11-21');
    expect(facts({ trailElement: [{}, [{ birthday: '1990-01-01' }], {}], insured: [{ birthday: '1950-01-01' }] }).insuredBirthdays).toEqual(['1950-01-01']);
    expect(facts({ policyHolder: { certiType: 'I', certiNo: '110101195001010017' }, insured: [{ holderRelation: 'SELF' }] }).insuredBirthdays).toEqual(['1950-01-01']);
    expect(facts({ insured: [{ birthday: '1990-01-01' }, { birthday: '2015-01-01', selected: false }] })).toMatchObject({ insuredBirthdays: ['1990-01-01'], insuredCount: 1 });
  });
});
