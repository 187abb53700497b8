import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { WAN_YUAN_THRESHOLD_YUAN } from '../constants';
import { formatSumInsured } from './format-sum-insured';
import { yuanToFen } from './money-conversion';

const yuan = (value: number): number => value * 100;

describe('formatSumInsured', () => {
  it('shows amounts below 10000 yuan in 元, whole yuan without decimals', () => {
    expect(formatSumInsured(yuan(9999))).toBe('9,999元');
    expect(formatSumInsured(yuan(500))).toBe('500元');
    expect(formatSumInsured(yuan(99))).toBe('99元');
    expect(formatSumInsured(0)).toBe('0元');
    expect(formatSumInsured(999950)).toBe('9,999.50元');
    expect(formatSumInsured(50)).toBe('0.50元');
  });

  it('shows amounts from 10000 yuan in 万元 with trailing zeros trimmed', () => {
    expect(formatSumInsured(yuan(10000))).toBe('1万元');
    expect(formatSumInsured(yuan(15000))).toBe('1.5万元');
    expect(formatSumInsured(yuan(500000))).toBe('50万元');
    expect(formatSumInsured(yuan(12345))).toBe('1.2345万元');
    expect(formatSumInsured(1234567)).toBe('1.234567万元');
    expect(formatSumInsured(yuan(3_000_000_000))).toBe('300,000万元');
  });

  it('keeps 元 when the product does not use 万元', () => {
    expect(formatSumInsured(yuan(500000), { wanYuan: false })).toBe('500,000元');
    expect(formatSumInsured(yuan(500000), { wanYuan: true })).toBe('50万元');
  });

  it('switches to 万元 exactly from 10000 yuan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (fen) => {
        const text = formatSumInsured(fen);
        expect(text.endsWith('万元')).toBe(fen >= WAN_YUAN_THRESHOLD_YUAN * 100);
        expect(text.endsWith('元')).toBe(true);
      }),
    );
  });

  it('parses back to the same fen in either unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), fc.boolean(), (fen, wanYuan) => {
        expect(yuanToFen(formatSumInsured(fen, { wanYuan }))).toBe(fen);
      }),
    );
  });
});
