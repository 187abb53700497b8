import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast-ratio';
import { TEXT_SURFACES } from './text-surfaces';
import { themeTextShade } from './theme-text-shade';
import { themeTint } from './theme-tint';

describe('themeTextShade', () => {
  it('reads at 4.5:1 on every text surface and on the tint of the colour', () => {
    for (const theme of ['#ff6a00', '#1677ff', '#00b578', '#ffe58f', '#fadb14', '#07c160']) {
      const shade = themeTextShade(theme) ?? '';
      for (const surface of [...TEXT_SURFACES, themeTint(theme)]) expect(contrastRatio(shade, surface), `${theme} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that reads already, and gives nothing for no colour', () => {
    expect(themeTextShade('#c8102e')).toBe('#c8102e');
    expect(themeTextShade('#003A8C')).toBe('#003a8c');
    expect(themeTextShade('')).toBeUndefined();
  });
});

describe('themeTint', () => {
  it('mixes a tenth of the colour into white', () => {
    expect(themeTint('#ff6a00')).toBe('#fff0e6');
    expect(themeTint('#1677ff')).toBe('#e8f1ff');
  });
});
