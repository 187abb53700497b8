import { describe, it, expect } from 'vitest';
import { LONG_TERM_CERTIFICATE_VALUE } from '../constants';
import { formatCertValidity } from './format-cert-validity';
import { shanghaiDateToTimestamp } from './shanghai-date-to-timestamp';

describe('formatCertValidity', () => {
  it('shows the long-term value as 长期', () => {
    expect(formatCertValidity(LONG_TERM_CERTIFICATE_VALUE)).toBe('长期');
    expect(formatCertValidity('9999-12-31 00:00:00')).toBe('长期');
    expect(formatCertValidity(shanghaiDateToTimestamp('9999-12-31'))).toBe('长期');
  });

  it('shows other validity ends as the date', () => {
    expect(formatCertValidity('2035-06-30')).toBe('2035-06-30');
    expect(formatCertValidity(Date.parse('2035-06-29T16:00:00Z'))).toBe('2035-06-30');
  });

  it('shows nothing for a missing or broken value', () => {
    expect(formatCertValidity(undefined)).toBe('');
    expect(formatCertValidity('')).toBe('');
    expect(formatCertValidity('永久')).toBe('');
  });
});
