/**
 * Limits of spec section 9 that block attrs need. `schema/` may not import `shared/`, so these mirror
 * `shared/constants.ts` (DATE_PICKER_MAX, LONG_TERM_CERTIFICATE_VALUE, SUM_INSURED_INPUT_MAX_LENGTH,
 * BENEFICIARY_MAX, OCCUPATION_CATEGORIES) and must be kept equal to it.
 */
export const FORM_LIMITS = {
  /** Latest date any date picker offers. */
  datePickerMax: '2060-12-31',
  /** Stored value of a long-term certificate validity, shown as 长期. */
  longTermCertificateValue: '9999-12-31',
  sumInsuredInputMaxLength: 10,
  beneficiaryMax: 100,
  occupationCategoryMin: 1,
  occupationCategoryMax: 7,
} as const;
