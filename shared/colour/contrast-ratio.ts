import { parseHexColour, type Rgb } from './hex-colour';

/** WCAG 2 AA for normal-size text (success criterion 1.4.3): the least contrast text may have with what it sits on. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function luminanceOf(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour; undefined for anything else. */
export function relativeLuminance(hex: string): number | undefined {
  const rgb = parseHexColour(hex);
  return rgb && luminanceOf(rgb);
}

/** WCAG 2 contrast ratio of two luminances, from 1 (none) to 21 (black on white); the order does not matter. */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2 contrast ratio of two hex colours, from 1 (none) to 21 (black on white); undefined if either is no colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === undefined || b === undefined) return undefined;
  return luminanceContrast(a, b);
}
