import { parseIdCard, type ValidIdCard } from '../../shared/identity/parse-id-card';

/** The certificate type of a mainland resident identity card. */
export const RESIDENT_ID_CARD = 'I';

/**
 * The parsed resident identity card behind a certificate: its 18-digit normalized number, birthday
 * and gender, when the certificate is an ID card ('I') whose number is valid on `today`
 * (YYYY-MM-DD); undefined for other certificates and for invalid numbers.
 */
export function residentIdCard(certType: string | undefined, certNo: string | undefined, today: string): ValidIdCard | undefined {
  if (certType !== RESIDENT_ID_CARD || !certNo) return undefined;
  const parsed = parseIdCard(certNo, today);
  return parsed.valid ? parsed : undefined;
}
