import { formatHexColour, parseHexColour, type Rgb } from './hex-colour';

/** Share of the theme colour in its light tint (the rest is white). */
const TINT_SHARE = 0.1;

/**
 * The light tint of a theme colour (`--adm-color-wathet`): the pale wash antd-mobile paints behind
 * primary-coloured tags, highlights and the chosen plan. White for no colour.
 */
export function themeTint(colour: string): string {
  const rgb = parseHexColour(colour) ?? [255, 255, 255];
  return formatHexColour(rgb.map((channel) => channel * TINT_SHARE + 255 * (1 - TINT_SHARE)) as unknown as Rgb);
}
