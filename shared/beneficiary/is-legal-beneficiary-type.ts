/** The two spellings of the legal (statutory) beneficiary type found in orders. */
export const LEGAL_BENEFICIARY_TYPES = ['LEGAL', 'legalBeneficiary'] as const;

/**
 * Whether beneficiaries are the legal heirs, so no beneficiary list is filled in. No type at all counts
 * as legal, as under insurance law a policy without designated beneficiaries pays the legal heirs.
 */
export function isLegalBeneficiaryType(type: string | null | undefined): boolean {
  if (type === undefined || type === null || type.trim() === '') return true;
  return (LEGAL_BENEFICIARY_TYPES as readonly string[]).includes(type.trim());
}
