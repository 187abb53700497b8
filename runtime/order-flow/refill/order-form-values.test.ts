import { describe, expect, it } from 'vitest';
import { orderFormValues } from './order-form-values';

describe('orderFormValues: the page form of a loaded order', () => {
  it('refills a company policyholder into the holder rows, its masked contact left out', () => {
    const refill = orderFormValues({
      planId: 'p1',
      holder: {
        customerType: 'company',
        company: { companyName: '东方科技有限公司', certType: 'SUCC', certNo: '9111************3X', contactName: '王*', contactPhone: '139****0000', area: ['110000'] },
      },
    });
    expect(refill.values.policyHolder).toEqual({ name: '东方科技有限公司', certiType: 'SUCC', area: ['110000'] });
    expect(refill.masked).toEqual(['certiNo', 'contactName', 'phone']);
  });

  it('gives a draft without trial data its insurance period and each insured\'s pricing fields as trial elements', () => {
    const refill = orderFormValues({
      planId: 'p1',
      insurePeriod: '1-Y',
      insuredList: [{ person: { gender: 'F', birthday: '****-**-**', occupation: '0001001' } }, { person: { gender: 'M', birthday: '2010-05-06' } }],
    });
    expect(refill.values.trailElement).toEqual([
      { type: 'holder' },
      [{ gender: 'F', occupation: '0001001' }, { gender: 'M', birthday: '2010-05-06' }],
      { type: 'common', insurancePeriod: '1-Y' },
    ]);
    expect(refill.values.insured).toEqual([{ gender: 'F', occupation: '0001001' }, { gender: 'M', birthday: '2010-05-06' }]);
    expect(refill.masked).toEqual(['birthday']);
  });

  it('keeps the insured trial scope a single entry when the order was submitted with one', () => {
    const refill = orderFormValues({
      planId: 'p1',
      extraInfo: { trailElementData: [{ type: 'holder', gender: 'M' }, { type: 'insured', socialSecurity: 'N' }, { type: 'common', insurancePeriod: '1-Y' }] },
    });
    expect(refill.values.trailElement).toEqual([{ type: 'holder', gender: 'M' }, { type: 'insured', socialSecurity: 'N' }, { type: 'common', insurancePeriod: '1-Y' }]);
    expect(refill.values.policyHolder).toBeUndefined();
  });
});
