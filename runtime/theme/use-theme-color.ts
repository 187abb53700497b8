import { useEffect } from 'react';
import { THEME_VARIABLES, themeVariables } from './theme-color';

/**
 * Applies a template's theme colour (spec section 1: "a theme colour comes from the template") to
 * antd-mobile's CSS variables on the document root rather than on the page, so popups, dialogs and
 * toasts, which render outside the page, are themed too. The colour stays after the page unmounts:
 * the health notice and payment pages of the same flow keep the product's colour. An invalid colour
 * (an operator mid-edit in the preview) clears the variables, so the default look returns.
 */
export function useThemeColor(color: string | undefined): void {
  useEffect(() => {
    const style = document.documentElement.style;
    const variables = themeVariables(color);
    if (color !== undefined && Object.keys(variables).length === 0) console.warn('Ignoring invalid template themeColor', color);
    for (const name of THEME_VARIABLES) {
      const value = variables[name];
      if (value) style.setProperty(name, value);
      else style.removeProperty(name);
    }
  }, [color]);
}
