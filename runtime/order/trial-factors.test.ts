import { describe, expect, it } from 'vitest';
import { commonFactors, holderFactors, insuredFactorList } from './trial-factors';

describe('trial factors', () => {
  it('reads each scope without its hidden type marker, which is not a premium factor', () => {
    const values = {
      trailElement: [{ type: 'holder', socialSecurity: 'Y' }, [{ type: 'insured', birthday: '1990-06-15' }, { type: 'insured', birthday: '2015-01-01' }], { type: 'common', insurancePeriod: '1-Y' }],
    };
    expect(holderFactors(values)).toEqual({ socialSecurity: 'Y' });
    expect(insuredFactorList(values)).toEqual([{ birthday: '1990-06-15' }, { birthday: '2015-01-01' }]);
    expect(commonFactors(values)).toEqual({ insurancePeriod: '1-Y' });
  });

  it('takes a single insured object as a list of one', () => {
    expect(insuredFactorList({ trailElement: [{}, { type: 'insured', gender: 'F' }, {}] })).toEqual([{ gender: 'F' }]);
  });
});
