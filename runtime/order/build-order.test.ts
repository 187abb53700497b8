import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { buildCalculationOrder } from './build-order';
import { factorsComplete, trialFactorKeys } from './trial-factors';

const plan: Plan = {
  planId: 'P1',
  packages: [
    {
      productPackageId: 'PK1',
      productPackageCode: 'PKC1',
      productList: [{ productId: 'PR1', productCode: 'C1', dynamicFactorMap: { socialSecurity: 'Y' } } as never],
    },
  ],
};

const values = {
  policyHolder: { name: '张三', certiType: 'I', certiNo: '110101199003077777', phone: '', email: undefined },
  insured: [{ holderRelation: 'SELF', name: '张三', certiNo: '110101199003077777' }, { holderRelation: 'CHILD', selected: false }],
  trailElement: [
    { birthday: '1990-03-07' },
    [{ birthday: '1990-03-07', gender: 'M', socialSecurity: 'N' }, { birthday: '2015-01-01', gender: 'F', socialSecurity: 'Y' }],
    { insurancePeriod: '1-Y', insuranceStartDate: '2026-11-22' },
  ],
};

describe('buildCalculationOrder', () => {
  const order = buildCalculationOrder({ values, plan, goodsId: 'G1', orderNo: 'O1', paymentFrequency: 'month' });

  it('maps the holder form to a person, renaming certi* and dropping empty values', () => {
    expect(order.holder.person).toEqual({ birthday: '1990-03-07', name: '张三', certType: 'I', certNo: '110101199003077777' });
  });

  it('builds each insured from the form over its trial factors', () => {
    expect(order.insuredList).toHaveLength(2);
    expect(order.insuredList[0]?.holderRelation).toBe('SELF');
    expect(order.insuredList[0]?.person).toEqual({ birthday: '1990-03-07', gender: 'M', name: '张三', certNo: '110101199003077777' });
    expect(order.insuredList[1]?.selected).toBe(false);
    expect(order.insuredList[1]?.person).toEqual({ birthday: '2015-01-01', gender: 'F' });
  });

  it('lays the product factors over each insured package and the common ones over the order packages', () => {
    expect(order.insuredList[0]?.packageList?.[0]?.productList?.[0]?.dynamicFactorMap).toEqual({ socialSecurity: 'N', insurancePeriod: '1-Y' });
    expect(order.insuredList[1]?.packageList?.[0]?.productList?.[0]?.dynamicFactorMap).toEqual({ socialSecurity: 'Y', insurancePeriod: '1-Y' });
    expect(order.packageList[0]?.productList?.[0]?.dynamicFactorMap).toEqual({ socialSecurity: 'Y', insurancePeriod: '1-Y' });
  });

  it('states the plan, goods, order number, frequency, period and start date on the order', () => {
    expect(order).toMatchObject({ planId: 'P1', goodsId: 'G1', orderNo: 'O1', paymentFrequency: 'month', insurePeriod: '1-Y' });
    expect(order.insuranceStartDate).toBe(Date.UTC(2026, 10, 21, 16));
  });

  it('uses the chosen packages when given and the trial entries when there is no insured form yet', () => {
    const chosen = [{ productPackageId: 'PK2', productPackageCode: 'PKC2', productList: [] }];
    const early = buildCalculationOrder({ values: { trailElement: values.trailElement }, plan, packages: chosen });
    expect(early.insuredList.map((insured) => insured.person)).toEqual([
      { birthday: '1990-03-07', gender: 'M' },
      { birthday: '2015-01-01', gender: 'F' },
    ]);
    expect(early.packageList.map((pkg) => pkg.productPackageId)).toEqual(['PK2']);
  });
});

describe('factorsComplete', () => {
  it('is true when every factor has a value', () => {
    expect(factorsComplete(values)).toBe(true);
    expect(factorsComplete({})).toBe(true);
  });

  it('is false when any factor is empty', () => {
    expect(factorsComplete({ trailElement: [{}, [{ birthday: '' }], {}] })).toBe(false);
    expect(factorsComplete({ trailElement: [{}, {}, { insurancePeriod: null }] })).toBe(false);
  });
});

describe('a company policyholder', () => {
  it('is the company of the holder rows, and the insured stays a person', () => {
    const order = buildCalculationOrder({
      values: { policyHolder: { name: '上海明远科技有限公司', certiType: 'SUCC', certiNo: '91310115MA1K4ABC1X', phone: '13912345678' }, insured: [{ name: '李明', birthday: '1990-06-15' }] },
      plan: { planId: 'P1', packages: [] },
      companyHolder: true,
    });
    expect(order.holder).toEqual({ customerType: 'company', company: { companyName: '上海明远科技有限公司', certType: 'SUCC', certNo: '91310115MA1K4ABC1X', contactPhone: '13912345678' } });
    expect(order.insuredList[0]?.person).toEqual({ name: '李明', birthday: '1990-06-15' });
  });
});

describe('trialFactorKeys', () => {
  const modules = [
    { formKey: 'trailElement[1]', children: [{ formKey: 'birthday' }, { formKey: 'gender' }] },
    { children: [{ formKey: 'trailElement[2]', children: [{ formKey: 'insurancePeriod' }] }] },
    { formKey: 'policyHolder', children: [{ formKey: 'name' }] },
  ];

  it('collects the factor rows of the trial modules by scope', () => {
    expect(trialFactorKeys(modules)).toEqual({ holder: [], insured: ['birthday', 'gender'], common: ['insurancePeriod'] });
  });

  it('requires every asked factor, for at least one insured', () => {
    const keys = trialFactorKeys(modules);
    expect(factorsComplete({}, keys)).toBe(false);
    expect(factorsComplete({ trailElement: [{}, [{ birthday: '1990-01-01' }], { insurancePeriod: '1-Y' }] }, keys)).toBe(false);
    expect(factorsComplete({ trailElement: [{}, [{ birthday: '1990-01-01', gender: 'M' }], { insurancePeriod: '1-Y' }] }, keys)).toBe(true);
  });
});
