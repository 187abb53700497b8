import { luminanceContrast, luminanceOf, MIN_TEXT_CONTRAST } from './contrast-ratio';
import { formatHexColour, parseHexColour, type Rgb } from './hex-colour';
import { inSrgbGamut, oklchOf, rgbOf, type Oklch } from './oklch';

/** Steps of halving: the lightness found is within 2^-20 of the lightest that passes, far below one 8-bit step. */
const SEARCH_STEPS = 20;

function rounded(rgb: Rgb): Rgb {
  return rgb.map((channel) => Math.min(255, Math.max(0, Math.round(channel)))) as unknown as Rgb;
}

/**
 * The colour at a lightness with the hue kept and as much of the chroma as sRGB can show there: a
 * saturated colour darkened at full chroma falls outside the gamut, and cutting the chroma (not
 * clipping the channels) keeps the hue the eye sees.
 */
function atLightness(colour: Oklch, lightness: number): Rgb {
  const full = rgbOf({ ...colour, lightness });
  if (inSrgbGamut(full)) return rounded(full);
  let inside = 0;
  let outside = colour.chroma;
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const chroma = (inside + outside) / 2;
    if (inSrgbGamut(rgbOf({ ...colour, lightness, chroma }))) inside = chroma;
    else outside = chroma;
  }
  return rounded(rgbOf({ ...colour, lightness, chroma: inside }));
}

/**
 * A shade of `colour` that text of that colour (or white text on it) can be read in: the colour itself
 * when it already contrasts at `minRatio` with every one of `backgrounds`, else the lightest shade of
 * the same hue, darkened in OKLCH lightness, that does. Backgrounds are the light surfaces the text sits
 * on (white, a page grey, a pale tint); for white text on a coloured button, pass white: contrast is
 * symmetric. Black when even black cannot reach the ratio. `#rrggbb` in lower case; undefined when
 * `colour` is no hex colour.
 *
 * @throws when a background is no hex colour (they are the caller's constants).
 */
export function readableShade(colour: string, backgrounds: readonly string[], minRatio = MIN_TEXT_CONTRAST): string | undefined {
  const rgb = parseHexColour(colour);
  if (!rgb) return undefined;
  const surfaces = backgrounds.map((background) => {
    const parsed = parseHexColour(background);
    if (!parsed) throw new Error(`Not a hex colour: ${background}`);
    return luminanceOf(parsed);
  });
  const reads = (candidate: Rgb) => surfaces.every((surface) => luminanceContrast(luminanceOf(candidate), surface) >= minRatio);
  if (reads(rgb)) return formatHexColour(rgb);

  const oklch = oklchOf(rgb);
  // Invariant: `darkest` reads (black does, for any background light enough to hold text), `lightest` does not.
  let darkest = 0;
  let lightest = oklch.lightness;
  let found: Rgb = [0, 0, 0];
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const lightness = (darkest + lightest) / 2;
    const candidate = atLightness(oklch, lightness);
    if (reads(candidate)) {
      darkest = lightness;
      found = candidate;
    } else lightest = lightness;
  }
  return formatHexColour(found);
}
