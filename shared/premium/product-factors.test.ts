import { describe, expect, it } from 'vitest';
import type { Product } from '../../schema/entities/product';
import { factorConflict, periodFields, periodText, productFactors, withChosenFactors } from './product-factors';

/** A term life product as the plan delivers it: the plan's default periods (20 years, paid over 20). */
const PLAN_DEFAULT: Product = {
  productId: 'LIFE',
  productCode: 'LIFE',
  productName: '定期寿险',
  insurancePeriod: 20,
  insurancePeriodUnitType: 'Y',
  paymentPeriod: 20,
  paymentPeriodUnitType: 'Y',
  dynamicFactorMap: { socialSecurity: 'Y' },
};

describe('a product states one plan choice', () => {
  it('writes chosen periods into the period fields and the dynamic factors alike', () => {
    const chosen = withChosenFactors(PLAN_DEFAULT, { insurancePeriod: '30-Y', paymentPeriod: '10-Y', sumInsured: 500000 });
    expect(chosen).toMatchObject({ insurancePeriod: 30, insurancePeriodUnitType: 'Y', paymentPeriod: 10, paymentPeriodUnitType: 'Y' });
    expect(chosen.dynamicFactorMap).toEqual({ socialSecurity: 'Y', insurancePeriod: '30-Y', paymentPeriod: '10-Y', sumInsured: '500000' });
    expect(productFactors(chosen)).toEqual({ values: { socialSecurity: 'Y', insurancePeriod: '30-Y', paymentPeriod: '10-Y', sumInsured: '500000' } });
  });

  it('writes a lifelong period as the unit alone, and leaves unchosen periods as the plan gave them', () => {
    const chosen = withChosenFactors(PLAN_DEFAULT, { insurancePeriod: 'L' });
    expect(chosen.insurancePeriodUnitType).toBe('L');
    expect(chosen.insurancePeriod).toBeUndefined();
    expect(chosen).toMatchObject({ paymentPeriod: 20, paymentPeriodUnitType: 'Y' });
    expect(productFactors(chosen).conflict).toBeUndefined();
  });

  it('names the period whose fields and dynamic factors disagree (the plan default beside the choice)', () => {
    const stale: Product = { ...PLAN_DEFAULT, dynamicFactorMap: { paymentPeriod: '10-Y' } };
    expect(productFactors(stale).conflict).toEqual({ code: 'paymentPeriod', values: ['10-Y', '20-Y'] });
  });

  it('reads the same period written two ways as one value', () => {
    expect(factorConflict([{ paymentPeriod: '10-y' }, { paymentPeriod: '10-Y' }])).toBeUndefined();
    expect(factorConflict([{ insurancePeriod: '105-L' }, { insurancePeriod: 'L' }])).toBeUndefined();
    expect(factorConflict([{ insurancePeriod: 'L' }, { insurancePeriod: '30-Y' }])).toEqual({ code: 'insurancePeriod', values: ['L', '30-Y'] });
    expect(factorConflict([{ socialSecurity: 'Y' }, { socialSecurity: 'N' }])).toEqual({ code: 'socialSecurity', values: ['Y', 'N'] });
    expect(factorConflict([{ socialSecurity: 'Y' }, { paymentPeriod: '5-Y' }])).toBeUndefined();
  });

  it('turns period fields into text and back', () => {
    expect(periodText(10, 'Y')).toBe('10-Y');
    expect(periodText(undefined, 'L')).toBe('L');
    expect(periodText(0, 'Y')).toBeUndefined();
    expect(periodFields('paymentPeriod', '5-Y')).toEqual({ paymentPeriod: 5, paymentPeriodUnitType: 'Y' });
    expect(periodFields('insurancePeriod', 'L')).toEqual({ insurancePeriodUnitType: 'L' });
    expect(periodFields('insurancePeriod', 'soon')).toEqual({});
  });
});
