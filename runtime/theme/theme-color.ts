import { formatHexColour, isHexColour, parseHexColour } from '../../shared/colour/hex-colour';
import { themeTextShade } from '../../shared/colour/theme-text-shade';
import { themeTint } from '../../shared/colour/theme-tint';

/** The CSS variables a theme colour sets, so applying another colour first clears them all. */
export const THEME_VARIABLES = ['--adm-color-primary', '--adm-color-wathet', '--theme-color'] as const;

export type ThemeVariables = Partial<Record<(typeof THEME_VARIABLES)[number], string>>;

/** Whether a value is a theme colour the page may apply; anything else would reach CSS unchecked. */
export function isThemeColor(value: unknown): value is string {
  return isHexColour(value);
}

/**
 * The CSS variables a theme colour sets, empty for anything but a valid colour (the defaults stay):
 * - `--adm-color-primary`, which antd-mobile and our blocks use for text, links, prices and the fill of
 *   white-text buttons: the colour's readable shade (`themeTextShade`), the colour itself when it
 *   already reads at 4.5:1;
 * - `--adm-color-wathet`, the light tint mixed from the colour as chosen;
 * - `--theme-color`, the colour as the operator chose it, for large decorative fills and borders where
 *   text contrast does not apply (the brand keeps its exact colour there).
 */
export function themeVariables(color: unknown): ThemeVariables {
  if (!isThemeColor(color)) return {};
  const chosen = formatHexColour(parseHexColour(color) ?? [0, 0, 0]);
  return { '--adm-color-primary': themeTextShade(chosen) ?? chosen, '--adm-color-wathet': themeTint(chosen), '--theme-color': chosen };
}
