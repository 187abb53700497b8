import { describe, it, expect } from 'vitest';
import { numericText } from './numeric-text';

describe('numericText', () => {
  it('reads plain decimals', () => {
    expect(numericText('12')).toBe(12);
    expect(numericText('-3.25')).toBe(-3.25);
  });

  it('refuses what Number() would quietly accept', () => {
    for (const text of ['', '0x10', '1e3', ' ', 'Infinity', '1.']) expect(numericText(text)).toBeUndefined();
  });
});
