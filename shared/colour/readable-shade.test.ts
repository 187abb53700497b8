import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast-ratio';
import { parseHexColour } from './hex-colour';
import { oklchOf } from './oklch';
import { readableShade } from './readable-shade';

const WHITE = '#ffffff';
/** antd-mobile's page grey, the darkest light surface buyer text sits on. */
const PAGE_GREY = '#f5f5f5';

/** Real theme colours: the seeded products' and common brand colours of Chinese insurers and apps. */
const LIGHT_THEMES = {
  orange: '#ff6a00',
  antdBlue: '#1677ff',
  green: '#00b578',
  lightYellow: '#ffe58f',
  gold: '#fadb14',
  wechatGreen: '#07c160',
  skyBlue: '#40a9ff',
  pink: '#ff85c0',
} as const;

const hueOf = (hex: string) => oklchOf(parseHexColour(hex) ?? [0, 0, 0]).hue;
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('readableShade', () => {
  it.each(Object.entries(LIGHT_THEMES))('darkens %s (%s) until text of it, and white text on it, reads at 4.5:1', (_, theme) => {
    expect(contrastRatio(theme, WHITE)).toBeLessThan(MIN_TEXT_CONTRAST);
    const shade = readableShade(theme, [WHITE, PAGE_GREY]) ?? '';
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(WHITE, shade)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(shade, PAGE_GREY)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // No darker than it needs to be: the brand stays recognisable, not a near-black.
    expect(contrastRatio(shade, PAGE_GREY)).toBeLessThan(MIN_TEXT_CONTRAST + 0.2);
    // The same hue as the eye sees it (a few degrees where sRGB cannot hold the chroma).
    expect(hueDistance(hueOf(shade), hueOf(theme))).toBeLessThan(6);
  });

  it('turns the orange of page 1 into a burnt orange, and a light yellow into a dark gold rather than an olive or grey', () => {
    expect(readableShade('#ff6a00', [WHITE])).toBe('#c85200');
    const [red, green, blue] = parseHexColour(readableShade('#ffe58f', [WHITE]) ?? '') ?? [0, 0, 0];
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue + 60);
  });

  it('keeps colours that already read, such as a dark blue or the crimson of tenant ba', () => {
    expect(readableShade('#003a8c', [WHITE, PAGE_GREY])).toBe('#003a8c');
    expect(readableShade('#c8102e', [WHITE, PAGE_GREY])).toBe('#c8102e');
    expect(readableShade('#0958D9', [WHITE])).toBe('#0958d9');
    expect(readableShade('#000', [WHITE])).toBe('#000000');
  });

  it('reads against every background given, so the darkest of them decides', () => {
    const onWhite = readableShade('#1677ff', [WHITE]) ?? '';
    const onBoth = readableShade('#1677ff', [WHITE, '#e6f0ff']) ?? '';
    expect(contrastRatio(onWhite, '#e6f0ff')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(onBoth, '#e6f0ff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives a grey for a grey, and a higher ratio when asked for one', () => {
    expect(readableShade('#999999', [WHITE])).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio(readableShade('#999999', [WHITE], 7) ?? '', WHITE)).toBeGreaterThanOrEqual(7);
  });

  it('is stable: a shade is its own shade', () => {
    for (const theme of Object.values(LIGHT_THEMES)) {
      const shade = readableShade(theme, [WHITE, PAGE_GREY]) ?? '';
      expect(readableShade(shade, [WHITE, PAGE_GREY])).toBe(shade);
    }
  });

  it('answers undefined for no colour, and black where nothing reads', () => {
    expect(readableShade('orange', [WHITE])).toBeUndefined();
    expect(readableShade('#ff6a00', ['#333333'])).toBe('#000000');
    expect(() => readableShade('#ff6a00', ['white'])).toThrow(/white/);
  });
});
