import { describe, expect, it } from 'vitest';
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
  it('sets the primary colour and a matching light tint', () => {
    expect(themeVariables('#ff6a00')).toEqual({ '--adm-color-primary': '#ff6a00', '--adm-color-wathet': '#fff0e6' });
  });

  it('spells a short colour out', () => {
    expect(themeVariables('#F60')['--adm-color-primary']).toBe('#ff6600');
  });

  it('sets nothing for an invalid colour, so the defaults stay', () => {
    expect(themeVariables('javascript:alert(1)')).toEqual({});
  });
});
