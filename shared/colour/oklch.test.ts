import { describe, expect, it } from 'vitest';
import { inSrgbGamut, oklchOf, rgbOf } from './oklch';

describe('OKLCH', () => {
  it('gives the published values of reference colours', () => {
    expect(oklchOf([255, 255, 255]).lightness).toBeCloseTo(1, 4);
    expect(oklchOf([255, 255, 255]).chroma).toBeCloseTo(0, 4);
    expect(oklchOf([0, 0, 0]).lightness).toBeCloseTo(0, 6);
    // sRGB red: oklch(62.8% 0.2577 29.23).
    const red = oklchOf([255, 0, 0]);
    expect(red.lightness).toBeCloseTo(0.628, 3);
    expect(red.chroma).toBeCloseTo(0.2577, 3);
    expect(red.hue).toBeCloseTo(29.23, 1);
  });

  it('converts back to the same channels', () => {
    for (const rgb of [[255, 106, 0], [22, 119, 255], [0, 181, 120], [200, 16, 46], [250, 219, 20], [0, 58, 140]] as const) {
      const back = rgbOf(oklchOf(rgb));
      back.forEach((channel, index) => expect(channel).toBeCloseTo(rgb[index] ?? Number.NaN, 3));
    }
  });

  it('tells colours sRGB cannot show', () => {
    expect(inSrgbGamut(rgbOf({ lightness: 0.5, chroma: 0.1, hue: 40 }))).toBe(true);
    expect(inSrgbGamut(rgbOf({ lightness: 0.3, chroma: 0.3, hue: 60 }))).toBe(false);
  });
});
