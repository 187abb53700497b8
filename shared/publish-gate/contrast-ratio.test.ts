import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast-ratio';

describe('WCAG contrast', () => {
  it('follows the relative luminance formula', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('red', '#fff')).toBeUndefined();
  });
});
