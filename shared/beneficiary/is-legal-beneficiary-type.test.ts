import { describe, it, expect } from 'vitest';
import { isLegalBeneficiaryType } from './is-legal-beneficiary-type';

describe('isLegalBeneficiaryType', () => {
  it('recognises both spellings of the legal type, and no type at all', () => {
    for (const type of ['LEGAL', 'legalBeneficiary', undefined, null, '']) expect(isLegalBeneficiaryType(type)).toBe(true);
  });

  it('treats designated beneficiaries as not legal', () => {
    for (const type of ['specialBeneficiary', 'designated']) expect(isLegalBeneficiaryType(type)).toBe(false);
  });
});
