import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { THOUSANDS_SEPARATOR_FROM_YUAN } from '../constants';
import { formatPremium } from './format-premium';
import { fenToYuan, yuanToFen } from './money-conversion';

const amount = fc.integer({ min: -(10 ** 13), max: 10 ** 13 });

describe('formatPremium', () => {
  it('shows two decimals and groups thousands', () => {
    expect(formatPremium(0)).toBe('0.00');
    expect(formatPremium(9999)).toBe('99.99');
    expect(formatPremium(10000)).toBe('100.00');
    expect(formatPremium(123456)).toBe('1,234.56');
    expect(formatPremium(123456789)).toBe('1,234,567.89');
    expect(formatPremium(-123456)).toBe('-1,234.56');
  });

  it('appends 元 on request', () => {
    expect(formatPremium(123456, { withUnit: true })).toBe('1,234.56元');
    expect(formatPremium(5, { withUnit: true })).toBe('0.05元');
  });

  it('rounds fractional fen half up', () => {
    expect(formatPremium(99999.5)).toBe('1,000.00');
    expect(formatPremium(0.49)).toBe('0.00');
  });

  it('parses back to the same fen', () => {
    fc.assert(
      fc.property(amount, fc.boolean(), (fen, withUnit) => {
        expect(yuanToFen(formatPremium(fen, { withUnit }))).toBe(fen);
      }),
    );
  });

  it('uses separators exactly from 100 yuan, where a group of thousands exists', () => {
    const groupsFromFen = Math.max(THOUSANDS_SEPARATOR_FROM_YUAN, 1000) * 100;
    fc.assert(
      fc.property(amount, (fen) => {
        const text = formatPremium(fen);
        expect(text.includes(',')).toBe(Math.abs(fen) >= groupsFromFen);
        if (Math.abs(fen) < THOUSANDS_SEPARATOR_FROM_YUAN * 100) expect(text).toBe(fenToYuan(fen));
        expect(text.replaceAll(',', '')).toBe(fenToYuan(fen));
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
