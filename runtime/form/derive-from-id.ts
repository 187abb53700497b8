import { parseIdCard } from '../../shared/identity/parse-id-card';

/** The fields an ID card number decides. */
export interface IdDerived {
  readonly birthday: string;
  readonly gender: 'M' | 'F';
}

/**
 * Birthday and gender from a person form's certificate: only for a valid resident ID card (type I);
 * undefined otherwise, so passports and half-typed numbers leave the rows to the buyer.
 */
export function deriveFromId(certiType: unknown, certiNo: unknown, today?: string): IdDerived | undefined {
  if (certiType !== 'I' || typeof certiNo !== 'string') return undefined;
  const parsed = today === undefined ? parseIdCard(certiNo) : parseIdCard(certiNo, today);
  return parsed.valid ? { birthday: parsed.birthday, gender: parsed.gender } : undefined;
}
