import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast-ratio';

describe('WCAG contrast', () => {
  it('follows the relative luminance formula', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('red')).toBeUndefined();
  });

  it('gives the ratios the WCAG tools give', () => {
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ff6a00', '#ffffff')).toBeCloseTo(2.87, 2);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    // The lightest grey that passes on white, and the one just above it.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
    expect(contrastRatio('red', '#fff')).toBeUndefined();
  });
});
