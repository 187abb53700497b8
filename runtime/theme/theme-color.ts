/** The colours a template's `themeColor` may hold: `#rgb` or `#rrggbb`, as the template schema allows. */
const THEME_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Share of the theme colour in its light tint (the rest is white): a pale wash behind primary text. */
const TINT_SHARE = 0.1;

/** The CSS variables a theme colour sets, so applying another colour first clears them all. */
export const THEME_VARIABLES = ['--adm-color-primary', '--adm-color-wathet'] as const;

/** Whether a value is a theme colour the page may apply; anything else would reach CSS unchecked. */
export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && THEME_COLOR.test(value.trim());
}

function channels(color: string): [number, number, number] {
  const hex = color.trim().slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const toHex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The antd-mobile CSS variables a theme colour sets: the primary colour, and `--adm-color-wathet`, the
 * light tint antd-mobile paints behind primary-coloured content, mixed from the same colour so tags
 * and highlights match it. Empty for anything but a valid colour, so the defaults stay.
 */
export function themeVariables(color: unknown): Partial<Record<(typeof THEME_VARIABLES)[number], string>> {
  if (!isThemeColor(color)) return {};
  const rgb = channels(color);
  const tint = rgb.map((channel) => channel * TINT_SHARE + 255 * (1 - TINT_SHARE));
  return { '--adm-color-primary': `#${rgb.map(toHex).join('')}`, '--adm-color-wathet': `#${tint.map(toHex).join('')}` };
}
