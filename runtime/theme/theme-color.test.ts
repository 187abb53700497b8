import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../shared/colour/contrast-ratio';
import { TEXT_SURFACES } from '../../shared/colour/text-surfaces';
import { isThemeColor, themeVariables } from './theme-color';

describe('isThemeColor', () => {
  it('accepts the hex colours a template may hold', () => {
    expect(isThemeColor('#ff6a00')).toBe(true);
    expect(isThemeColor('#C8102E')).toBe(true);
    expect(isThemeColor('#f60')).toBe(true);
  });

  it('refuses anything that could smuggle other CSS in or is no colour', () => {
    for (const value of ['red', '#ff6a0', '#ggg', 'url(x)', '#fff; background: url(x)', '', undefined, 255]) {
      expect(isThemeColor(value), String(value)).toBe(false);
    }
  });
});

describe('themeVariables', () => {
  it('keeps the colour as chosen for decoration, with a matching light tint', () => {
    expect(themeVariables('#ff6a00')).toMatchObject({ '--theme-color': '#ff6a00', '--adm-color-wathet': '#fff0e6' });
  });

  it('gives text and white-text buttons a shade of the colour that reads at 4.5:1 on every surface and the tint', () => {
    for (const color of ['#ff6a00', '#1677ff', '#00b578', '#ffe58f', '#fadb14']) {
      const variables = themeVariables(color);
      const text = variables['--adm-color-primary'] ?? '';
      expect(text, color).not.toBe(color);
      for (const surface of [...TEXT_SURFACES, variables['--adm-color-wathet'] ?? '']) expect(contrastRatio(text, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves a colour that already reads as it is', () => {
    expect(themeVariables('#c8102e')['--adm-color-primary']).toBe('#c8102e');
    expect(themeVariables('#003a8c')['--adm-color-primary']).toBe('#003a8c');
  });

  it('spells a short colour out', () => {
    expect(themeVariables('#F60')['--theme-color']).toBe('#ff6600');
  });

  it('sets nothing for an invalid colour, so the defaults stay', () => {
    expect(themeVariables('javascript:alert(1)')).toEqual({});
  });
});
