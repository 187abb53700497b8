import type { Rgb } from './hex-colour';

/**
 * A colour in OKLCH (Björn Ottosson's Oklab in polar form): perceived lightness 0..1, chroma and hue
 * in degrees. Changing only the lightness keeps what the eye reads as the same hue, which darkening
 * in sRGB or HSL does not (an orange turns brown-red there, a yellow olive-green).
 */
export interface Oklch {
  readonly lightness: number;
  readonly chroma: number;
  readonly hue: number;
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const fromLinear = (value: number) => 255 * (value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055);

/** OKLCH of an sRGB colour. */
export function oklchOf(rgb: Rgb): Oklch {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const okA = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const okB = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return {
    lightness: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    chroma: Math.hypot(okA, okB),
    hue: ((Math.atan2(okB, okA) * 180) / Math.PI + 360) % 360,
  };
}

/**
 * The sRGB channels (0..255, not rounded) of an OKLCH colour; a colour outside the sRGB gamut comes
 * back with channels below 0 or above 255, which `inSrgbGamut` tells.
 */
export function rgbOf({ lightness, chroma, hue }: Oklch): Rgb {
  const okA = chroma * Math.cos((hue * Math.PI) / 180);
  const okB = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * okA + 0.2158037573 * okB) ** 3;
  const m = (lightness - 0.1055613458 * okA - 0.0638541728 * okB) ** 3;
  const s = (lightness - 0.0894841775 * okA - 1.291485548 * okB) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map(fromLinear) as unknown as Rgb;
}

/** Whether channels from `rgbOf` are a real sRGB colour (a hair of rounding allowed). */
export function inSrgbGamut(rgb: Rgb): boolean {
  return rgb.every((channel) => channel >= -0.5 && channel <= 255.5);
}
