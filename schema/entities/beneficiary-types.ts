/**
 * beneficiaryType in both readings the spec knows: `LEGAL` / `specialBeneficiary` and
 * `legalBeneficiary` / `designated`. LEGAL and legalBeneficiary mean statutory heirs; the other two
 * mean designated beneficiaries listed in beneficiaryList. A module of its own, free of the TypeBox
 * schemas, so the buyer's order code reads it without downloading TypeBox.
 */
export const BENEFICIARY_TYPES = ['LEGAL', 'specialBeneficiary', 'legalBeneficiary', 'designated'] as const;
