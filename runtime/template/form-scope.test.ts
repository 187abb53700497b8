import { describe, expect, it } from 'vitest';
import { formKeyToPath } from './form-scope';

describe('formKeyToPath', () => {
  it('splits dotted keys and indexes', () => {
    expect(formKeyToPath('policyHolder')).toEqual(['policyHolder']);
    expect(formKeyToPath('insured[0]')).toEqual(['insured', 0]);
    expect(formKeyToPath('trailElement[2].birthday')).toEqual(['trailElement', 2, 'birthday']);
    expect(formKeyToPath('person.certNo')).toEqual(['person', 'certNo']);
  });
});
