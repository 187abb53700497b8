import type { PiiVault } from '../../pii/pii-vault';

/**
 * The blind indexes a staff member is stored and looked up by: of the normalized certificate number
 * and of the trimmed name. The staff check needs only equality, so neither is stored in clear.
 */
export function staffIndex(pii: PiiVault, certNo: string, name: string): { certNoIndex: string; nameIndex: string } {
  return { certNoIndex: pii.index('staff-cert-no', certNo), nameIndex: pii.index('staff-name', name.trim()) };
}
