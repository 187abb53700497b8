import { describe, it, expect } from 'vitest';
import { formatInsurancePeriod } from './format-insurance-period';
import { parseInsurancePeriod } from './insurance-period';

describe('parseInsurancePeriod', () => {
  it('reads terms in days, months and years', () => {
    expect(parseInsurancePeriod('20-Y')).toEqual({ kind: 'term', amount: 20, unit: 'Y' });
    expect(parseInsurancePeriod('6-M')).toEqual({ kind: 'term', amount: 6, unit: 'M' });
    expect(parseInsurancePeriod('30-D')).toEqual({ kind: 'term', amount: 30, unit: 'D' });
    expect(parseInsurancePeriod(' 1-y ')).toEqual({ kind: 'term', amount: 1, unit: 'Y' });
  });

  it('reads lifelong, with or without a number', () => {
    expect(parseInsurancePeriod('L')).toEqual({ kind: 'lifelong' });
    expect(parseInsurancePeriod('105-L')).toEqual({ kind: 'lifelong' });
  });

  it('rejects garbage', () => {
    for (const value of ['', 'Y', '20', '20-W', '-1-Y', '0-Y', '1.5-Y', '20-Y-1', 'LL', '12345-D', undefined, null]) {
      expect(parseInsurancePeriod(value)).toBeUndefined();
    }
  });
});

describe('formatInsurancePeriod', () => {
  it('writes the period in Chinese', () => {
    expect(formatInsurancePeriod('20-Y')).toBe('20年');
    expect(formatInsurancePeriod('6-M')).toBe('6个月');
    expect(formatInsurancePeriod('30-D')).toBe('30天');
    expect(formatInsurancePeriod('L')).toBe('终身');
    expect(formatInsurancePeriod({ kind: 'term', amount: 1, unit: 'Y' })).toBe('1年');
    expect(formatInsurancePeriod({ kind: 'lifelong' })).toBe('终身');
  });

  it('shows nothing for an unreadable period', () => {
    expect(formatInsurancePeriod('forever')).toBe('');
    expect(formatInsurancePeriod(undefined)).toBe('');
  });
});
