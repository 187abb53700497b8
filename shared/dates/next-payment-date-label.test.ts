import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { nextPaymentDateLabel } from './next-payment-date-label';

const originalZone = process.env.TZ;

describe('nextPaymentDateLabel', () => {
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('shows month and day without leading zeros', () => {
    expect(nextPaymentDateLabel('2026-12-01')).toBe('12月1日');
    expect(nextPaymentDateLabel('2027-01-15 00:00:00')).toBe('1月15日');
  });

  it('reads timestamps in Shanghai time', () => {
    expect(nextPaymentDateLabel(Date.parse('2026-11-30T16:00:00Z'))).toBe('12月1日');
  });

  it('shows nothing without a date', () => {
    expect(nextPaymentDateLabel(undefined)).toBe('');
    expect(nextPaymentDateLabel('next month')).toBe('');
  });
});
