import { contrastRatio } from '../contrast-ratio';
import { defineGateRule } from '../gate-rule';

/** WCAG 2 AA for normal text: what white button text on the theme colour (and theme text on white) needs. */
export const MIN_CONTRAST_RATIO = 4.5;

/** The theme colour fills buttons with white text and colours text on white pages. */
export const themeContrastRule = defineGateRule({
  id: 'theme.contrast',
  severity: 'warning',
  description: {
    'zh-CN': `主题色与白色的对比度应不低于 ${MIN_CONTRAST_RATIO}:1（WCAG AA），否则按钮文字与主题色文字难以看清`,
    'en-US': `The theme colour contrasts with white at ${MIN_CONTRAST_RATIO}:1 or more (WCAG AA), or button and theme-coloured text is hard to read`,
  },
  message: {
    'zh-CN': `主题色 {color} 与白色的对比度只有 {ratio}:1，低于 ${MIN_CONTRAST_RATIO}:1，按钮上的白字不易看清`,
    'en-US': `Theme colour {color} contrasts with white at only {ratio}:1, below ${MIN_CONTRAST_RATIO}:1: white text on buttons is hard to read`,
  },
  *check(template) {
    const ratio = contrastRatio(template.themeColor, '#ffffff');
    if (ratio !== undefined && ratio < MIN_CONTRAST_RATIO) yield { path: '/themeColor', params: { color: template.themeColor, ratio: (Math.floor(ratio * 100) / 100).toFixed(2) } };
  },
});
