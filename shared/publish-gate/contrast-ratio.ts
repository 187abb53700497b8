/** A `#rgb` or `#rrggbb` colour as red, green and blue in 0..255; undefined for anything else. */
function channels(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number | undefined {
  const rgb = channels(hex);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
