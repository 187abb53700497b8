import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { buildTrialRequest, trialAsResult } from './build-trial';

const plan: Plan = {
  planId: 'P1',
  packages: [
    {
      productPackageId: 'K1',
      productPackageCode: 'KC1',
      productList: [
        {
          productId: 'M',
          productCode: 'MC',
          productName: '主险',
          sumInsured: 100,
          planConfigLiabilityList: [{ liabilityCode: 'L1', liabilityName: '一般医疗', sumInsured: 100 }],
          productList: [{ productId: 'S', productCode: 'SC', productName: '子险' }],
        },
      ],
    },
  ],
};

const values = {
  trailElement: [
    {},
    [{ birthday: '1990-01-01', gender: 'M', socialSecurity: 'Y' }, { birthday: '2015-06-01', gender: 'F', socialSecurity: '' }],
    { insurancePeriod: '1-Y', insuranceStartDate: '2026-11-22' },
  ],
};

describe('buildTrialRequest', () => {
  const request = buildTrialRequest({ values, plan, goodsId: 'G', paymentFrequency: 'month' });

  it('prices one entry per insured with its own, the common and the frequency factors', () => {
    expect(request?.premiumCalculatePackageList).toHaveLength(2);
    expect(request?.premiumCalculatePackageList[0]?.premiumFactorList).toEqual([
      { type: 'insured', code: 'birthday', value: '1990-01-01' },
      { type: 'insured', code: 'gender', value: 'M' },
      { type: 'insured', code: 'socialSecurity', value: 'Y' },
      { type: 'common', code: 'insurancePeriod', value: '1-Y' },
      { type: 'common', code: 'paymentFrequency', value: 'month' },
    ]);
    expect(request?.premiumCalculatePackageList[1]?.premiumFactorList.map((factor) => factor.code)).toEqual([
      'birthday',
      'gender',
      'insurancePeriod',
      'paymentFrequency',
    ]);
  });

  it('lists every product with its liabilities and states the start date', () => {
    expect(request).toMatchObject({ goodsId: 'G', planId: 'P1', insuranceStartDate: Date.UTC(2026, 10, 21, 16) });
    const products = request?.premiumCalculatePackageList[0]?.premiumCalculateProductList ?? [];
    expect(products.map((product) => product.productId)).toEqual(['M', 'S']);
    expect(products[0]?.premiumCalculateLiabilityList).toEqual([{ liabilityCode: 'L1', liabilityName: '一般医疗', sumInsured: 100 }]);
  });

  it('prices the holder when there are no insured factors, and nothing without a package', () => {
    expect(buildTrialRequest({ values: { trailElement: [{ birthday: '1980-01-01' }] }, plan, goodsId: 'G' })?.premiumCalculatePackageList).toHaveLength(1);
    expect(buildTrialRequest({ values, plan: { planId: 'X', packages: [] }, goodsId: 'G' })).toBeUndefined();
  });
});

describe('trialAsResult', () => {
  it('sums the items per payment', () => {
    expect(trialAsResult([{ premium: 1000 }, { premium: 580 }], 'month')).toEqual({ payType: 2, initialPremium: 1580, nextPremium: 1580, totalPremium: 12 * 1580 });
    expect(trialAsResult([{ premium: 1000 }], 'year')).toEqual({ payType: 1, initialPremium: 1000, totalPremium: 1000 });
  });

  it('takes the first month from the items that state one (a promotional first month), as the order charges it', () => {
    expect(trialAsResult([{ premium: 6000, initialPremium: 100 }, { premium: 785, initialPremium: 0 }], 'month')).toEqual({
      payType: 2,
      initialPremium: 100,
      nextPremium: 6785,
      totalPremium: 100 + 11 * 6785,
    });
  });

  it('is undefined for an unusable answer', () => {
    expect(trialAsResult([], 'year')).toBeUndefined();
  });
});
