import { contrastRatio, MIN_TEXT_CONTRAST } from '../../colour/contrast-ratio';
import { themeTextShade } from '../../colour/theme-text-shade';
import { defineGateRule } from '../gate-rule';

/** WCAG 2 AA for normal text: what white button text on the theme colour (and theme text on white) needs. */
export const MIN_CONTRAST_RATIO = MIN_TEXT_CONTRAST;

/**
 * A theme colour too light for text. Buyer pages stay readable whatever the operator picks (the runtime
 * paints text, prices and white-text buttons in the colour's readable shade), so this no longer warns
 * of unreadable pages: it tells the publisher that the brand colour will not show as chosen there, and
 * which shade will, while large decorative fills keep it.
 */
export const themeContrastRule = defineGateRule({
  id: 'theme.contrast',
  severity: 'warning',
  description: {
    'zh-CN': `主题色与白色的对比度低于 ${MIN_CONTRAST_RATIO}:1（WCAG AA）时，买家页面的文字、价格和按钮会自动改用加深的同色调颜色，与所选主题色不同`,
    'en-US': `A theme colour that contrasts with white at less than ${MIN_CONTRAST_RATIO}:1 (WCAG AA) is darkened, same hue, for the text, prices and buttons of buyer pages: they do not show it as chosen`,
  },
  message: {
    'zh-CN': `主题色 {color} 与白色的对比度只有 {ratio}:1，低于 ${MIN_CONTRAST_RATIO}:1：买家页面的文字、价格和按钮将自动改用加深的 {shade}，大面积装饰仍用原色；如需处处显示原色，请选择更深的主题色`,
    'en-US': `Theme colour {color} contrasts with white at only {ratio}:1, below ${MIN_CONTRAST_RATIO}:1: buyer pages show text, prices and buttons in the darker {shade} instead, large decorative fills keep it; pick a darker colour to see it as chosen everywhere`,
  },
  *check(template) {
    const ratio = contrastRatio(template.themeColor, '#ffffff');
    const shade = themeTextShade(template.themeColor);
    if (ratio !== undefined && shade !== undefined && ratio < MIN_CONTRAST_RATIO) {
      yield { path: '/themeColor', params: { color: template.themeColor, ratio: (Math.floor(ratio * 100) / 100).toFixed(2), shade } };
    }
  },
});
