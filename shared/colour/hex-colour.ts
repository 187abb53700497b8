/** A colour as red, green and blue channels in 0..255. */
export type Rgb = readonly [red: number, green: number, blue: number];

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value is a `#rgb` or `#rrggbb` colour (what a template's `themeColor` may hold). */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim());
}

/** The channels of a `#rgb` or `#rrggbb` colour; undefined for anything else. */
export function parseHexColour(hex: string): Rgb | undefined {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** `#rrggbb` in lower case, each channel rounded and kept within 0..255. */
export function formatHexColour(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.min(255, Math.max(0, Math.round(channel))).toString(16).padStart(2, '0')).join('')}`;
}
