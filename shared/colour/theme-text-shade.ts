import { readableShade } from './readable-shade';
import { TEXT_SURFACES } from './text-surfaces';
import { themeTint } from './theme-tint';

/**
 * The shade of a template's theme colour that buyer pages use for text, links, prices and the fill of
 * white-text buttons: the colour itself when it reads at 4.5:1 on every text surface and on its own
 * tint, else the lightest darker shade of its hue that does (see `readableShade`). Undefined for
 * anything but a hex colour. The runtime applies it; the publish gate names it to the operator.
 */
export function themeTextShade(colour: string): string | undefined {
  return readableShade(colour, [...TEXT_SURFACES, themeTint(colour)]);
}
