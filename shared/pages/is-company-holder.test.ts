import { describe, expect, it } from 'vitest';
import { isCompanyHolder } from './is-company-holder';

describe('isCompanyHolder', () => {
  it('reads holderType 1 and its absence as a person, anything else as a company', () => {
    expect(isCompanyHolder({})).toBe(false);
    expect(isCompanyHolder({ fields: {} })).toBe(false);
    expect(isCompanyHolder({ fields: { holderType: '1' } })).toBe(false);
    expect(isCompanyHolder({ fields: { holderType: '2' } })).toBe(true);
  });
});
