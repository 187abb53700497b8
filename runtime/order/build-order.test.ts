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

describe('the beneficiaries of an order the server writes', () => {
  /** Two insureds as the beneficiary block leaves them: one naming two beneficiaries, one leaving it to the heirs. */
  const withBeneficiaries = {
    ...values,
    insured: [
      {
        holderRelation: 'SELF',
        name: '张三',
        beneficiaryType: 'designated',
        beneficiaryList: [
          { name: '王丽', certiType: 'I', certiNo: '110101199203100027', insuredRelation: 'SPOUSE', benefitOrder: '1', benefitRatio: '60.5' },
          { name: '张小明', certiType: 'I', certiNo: '110101201501010118', insuredRelation: 'CHILD', benefitOrder: '1', benefitRatio: '39.5' },
        ],
      },
      // Designated once, then legal: the list the form still holds is not the buyer's choice any more.
      { holderRelation: 'CHILD', beneficiaryType: 'legalBeneficiary', beneficiaryList: [{ name: '赵六', benefitOrder: '1', benefitRatio: '100' }] },
    ],
  };
  const order = buildCalculationOrder({ values: withBeneficiaries, plan, withBeneficiaries: true });

  it('carries designated beneficiaries as Beneficiary entities: person, order, ratio and relation', () => {
    expect(order.insuredList[0]?.beneficiaryType).toBe('designated');
    expect(order.insuredList[0]?.beneficiaryList).toEqual([
      { person: { name: '王丽', certType: 'I', certNo: '110101199203100027' }, benefitOrder: 1, benefitRatio: 60.5, insuredRelation: 'SPOUSE' },
      { person: { name: '张小明', certType: 'I', certNo: '110101201501010118' }, benefitOrder: 1, benefitRatio: 39.5, insuredRelation: 'CHILD' },
    ]);
  });

  it('sends the legal choice without any list', () => {
    expect(order.insuredList[1]?.beneficiaryType).toBe('legalBeneficiary');
    expect(order.insuredList[1]).not.toHaveProperty('beneficiaryList');
  });

  it('leaves out an order or ratio that is no number, for the server to name the rule it breaks', () => {
    const odd = { ...withBeneficiaries, insured: [{ beneficiaryType: 'designated', beneficiaryList: [{ name: '王丽', benefitOrder: '1.5', benefitRatio: 'abc' }] }] };
    expect(buildCalculationOrder({ values: odd, plan, withBeneficiaries: true }).insuredList[0]?.beneficiaryList).toEqual([{ person: { name: '王丽' } }]);
  });

  it('is left out of a price, which needs no beneficiary', () => {
    const priced = buildCalculationOrder({ values: withBeneficiaries, plan });
    for (const insured of priced.insuredList) {
      expect(insured).not.toHaveProperty('beneficiaryType');
      expect(insured).not.toHaveProperty('beneficiaryList');
    }
  });
});
