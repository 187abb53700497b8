import { describe, expect, it } from 'vitest';
import type { Liability } from '../../schema/entities/liability';
import type { PlanPackage } from '../../schema/entities/plan-package';
import { allowedAmount, applySumInsuredChoices, chosenAmount, defaultAmount, liabilityControl, productCopiesControl, setChoice } from './sum-insured-choice';

const WAN = 1_000_000;

const enumLiability: Liability = {
  liabilityCode: 'L-DEATH',
  liabilityName: '身故或全残保险金',
  sumInsuredSubType: 'enum',
  enumSumInsuredValueList: [
    { label: '10万元', value: 10 * WAN },
    { label: '20万元', value: 20 * WAN },
  ],
};
const stepLiability: Liability = {
  liabilityCode: 'L-ACC',
  liabilityName: '意外身故或伤残保险金',
  sumInsuredSubType: 'step',
  stepSumInsuredValue: { minValue: 10 * WAN, maxValue: 100 * WAN, stepValue: 10 * WAN },
};
const inputLiability: Liability = {
  liabilityCode: 'L-THEFT',
  liabilityName: '盗抢损失',
  sumInsuredSubType: 'input',
  inputSumInsuredValue: { minValue: 500_000, maxValue: 5_000_000 },
};
const fixedLiability: Liability = { liabilityCode: 'L-HOUSE', liabilityName: '房屋主体损失', sumInsuredSubType: 'fixed', fixedSumInsuredValue: 50 * WAN };

describe('sum insured controls', () => {
  it('start at the first entry, the minimum, or the fewest copies', () => {
    expect(defaultAmount(liabilityControl(enumLiability)!)).toBe(10 * WAN);
    expect(defaultAmount(liabilityControl(stepLiability)!)).toBe(10 * WAN);
    expect(defaultAmount(liabilityControl(inputLiability)!)).toBe(500_000);
    const copies = productCopiesControl({ productId: 'P', productCode: 'P', productName: 'P', sumInsuredType: 'copies', copiesSumInsuredValue: { eachValue: 5 * WAN, minCopies: 2, maxCopies: 6 } });
    expect(copies && defaultAmount(copies)).toBe(10 * WAN);
  });

  it('have nothing to choose for a fixed amount or a missing list', () => {
    expect(liabilityControl(fixedLiability)).toBeUndefined();
    expect(liabilityControl({ ...enumLiability, enumSumInsuredValueList: [] })).toBeUndefined();
    expect(productCopiesControl({ productId: 'P', productCode: 'P', productName: 'P', sumInsuredType: 'enum' })).toBeUndefined();
  });

  it('allow only amounts on the list, on the steps, in the range, or whole copies in bounds', () => {
    expect(allowedAmount(liabilityControl(enumLiability)!, 20 * WAN)).toBe(20 * WAN);
    expect(allowedAmount(liabilityControl(enumLiability)!, 30 * WAN)).toBeUndefined();
    expect(allowedAmount(liabilityControl(stepLiability)!, 30 * WAN)).toBe(30 * WAN);
    expect(allowedAmount(liabilityControl(stepLiability)!, 35 * WAN)).toBeUndefined();
    expect(allowedAmount(liabilityControl(stepLiability)!, 110 * WAN)).toBeUndefined();
    expect(allowedAmount(liabilityControl(inputLiability)!, 1_234_500)).toBe(1_234_500);
    expect(allowedAmount(liabilityControl(inputLiability)!, 400_000)).toBeUndefined();
    const copies = { kind: 'copies', each: 100, minCopies: 1, maxCopies: 3 } as const;
    expect(allowedAmount(copies, 300)).toBe(300);
    expect(allowedAmount(copies, 400)).toBeUndefined();
    expect(allowedAmount(copies, 150)).toBeUndefined();
  });

  it('use the choice when allowed, else the default', () => {
    const control = liabilityControl(enumLiability)!;
    const choices = setChoice([], { productId: 'P', liabilityCode: 'L-DEATH', sumInsured: 20 * WAN });
    expect(chosenAmount(choices, control, 'P', 'L-DEATH')).toBe(20 * WAN);
    expect(chosenAmount(setChoice(choices, { productId: 'P', liabilityCode: 'L-DEATH', sumInsured: 7 }), control, 'P', 'L-DEATH')).toBe(10 * WAN);
    expect(chosenAmount(choices, control, 'OTHER', 'L-DEATH')).toBe(10 * WAN);
  });
});

describe('applySumInsuredChoices', () => {
  const packages: PlanPackage[] = [
    {
      productPackageId: 'PKG',
      productPackageCode: 'PKG',
      productList: [
        { productId: 'MAIN', productCode: 'M', productName: '主险', planConfigLiabilityList: [enumLiability, fixedLiability] },
        {
          productId: 'RIDER',
          productCode: 'R',
          productName: '附加险',
          sumInsuredType: 'copies',
          copiesSumInsuredValue: { eachValue: WAN, minCopies: 1, maxCopies: 5 },
          planConfigLiabilityList: [stepLiability],
        },
      ],
    },
  ];

  it('sets every choosable amount, keeping fixed ones as stated', () => {
    const choices = [
      { productId: 'MAIN', liabilityCode: 'L-DEATH', sumInsured: 20 * WAN },
      { productId: 'RIDER', sumInsured: 3 * WAN },
    ];
    const [pkg] = applySumInsuredChoices(packages, choices);
    const [main, rider] = pkg!.productList!;
    expect(main!.planConfigLiabilityList!.map((liability) => liability.sumInsured)).toEqual([20 * WAN, undefined]);
    expect(main!.planConfigLiabilityList![1]!.fixedSumInsuredValue).toBe(50 * WAN);
    expect(rider!.sumInsured).toBe(3 * WAN);
    expect(rider!.planConfigLiabilityList![0]!.sumInsured).toBe(10 * WAN);
  });

  it('prices the defaults before the buyer touches anything', () => {
    const [pkg] = applySumInsuredChoices(packages, []);
    expect(pkg!.productList![0]!.planConfigLiabilityList![0]!.sumInsured).toBe(10 * WAN);
    expect(pkg!.productList![1]!.sumInsured).toBe(WAN);
  });
});
