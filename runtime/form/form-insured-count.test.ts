import { describe, expect, it } from 'vitest';
import { formInsuredCount } from './form-insured-count';

describe('formInsuredCount', () => {
  it('counts the holder insured as herself (SELF) as one insured', () => {
    expect(formInsuredCount({ policyHolder: { name: '李明' }, insured: [{ holderRelation: 'SELF' }] })).toBe(1);
    expect(formInsuredCount({ insured: { holderRelation: 'SELF', name: '李明' } })).toBe(1);
  });

  it('leaves out insureds whose selected flag is false', () => {
    expect(formInsuredCount({ insured: [{ holderRelation: 'SELF' }, { holderRelation: 'CHILD', selected: false }, { holderRelation: 'SPOUSE', selected: true }] })).toBe(2);
  });

  it('counts the trial entries before the insured form exists', () => {
    expect(formInsuredCount({ trailElement: [null, [{ type: 'insured', birthday: '1990-06-15' }], { type: 'common' }] })).toBe(1);
    expect(formInsuredCount({})).toBe(0);
  });
});
