import { describe, expect, it } from 'vitest';
import { clampNumber } from './clamp-number';

describe('clampNumber', () => {
  it('pulls values within min and max', () => {
    expect(clampNumber('120', { min: 0, max: 99 })).toBe('99');
    expect(clampNumber('-3', { min: 0, max: 99 })).toBe('0');
    expect(clampNumber('42', { min: 0, max: 99 })).toBe('42');
  });

  it('rounds to the decimals', () => {
    expect(clampNumber('1.236', { decimals: 2 })).toBe('1.24');
    expect(clampNumber('7.6', {})).toBe('8');
  });

  it('turns non-numbers into the minimum, or empty', () => {
    expect(clampNumber('abc', { min: 5 })).toBe('5');
    expect(clampNumber('abc', {})).toBe('');
    expect(clampNumber('  ', { min: 5 })).toBe('');
  });
});
