import { residentIdCard } from '../../app/resident-id-card';

/**
 * A certificate number as the staff table keys it: trimmed and upper case; a resident ID number in
 * its 18-digit form, so a 15-digit or lower-case-x entry still matches. `today` (YYYY-MM-DD) bounds
 * the birthday an ID number may carry.
 */
export function normalizeCertNo(certType: string, certNo: string, today: string): string {
  const text = certNo.trim().toUpperCase();
  return residentIdCard(certType, text, today)?.normalized ?? text;
}
