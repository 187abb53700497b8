import { LONG_TERM_CERTIFICATE_VALUE } from '../constants';
import { PREMIUM_MESSAGES } from '../messages/premium';
import { formatDate } from './format-date-time';
import type { DateInput } from './to-instant';

/**
 * A certificate's validity end for display: the long-term value 9999-12-31 (as a date, date-time
 * or timestamp) reads 长期, any other date 'YYYY-MM-DD' in Shanghai time. Empty text when there is
 * no valid date.
 */
export function formatCertValidity(value: DateInput | null | undefined): string {
  const date = formatDate(value);
  return date === LONG_TERM_CERTIFICATE_VALUE ? PREMIUM_MESSAGES.longTerm : date;
}
