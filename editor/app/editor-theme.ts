import type { ThemeConfig } from 'antd';

/**
 * The editor's antd theme: the default look with every colour that carries text dark enough to read,
 * at least 4.5:1 (WCAG 1.4.3) on white and on the grey of the page behind the cards. antd's own
 * defaults fall short: white on its blue buttons is 4.1:1, its links 4.1:1 (3.8:1 on the grey), its
 * secondary text 3.4:1, its red 3.3:1 and its orange and green text under 3:1. Colours are changed here,
 * as seeds antd derives hover, border and background shades from, and not by one-off CSS.
 */
export const EDITOR_THEME: ThemeConfig = {
  token: {
    // antd's blue-7: white on it is 6.1:1, it on the page's grey 5.6:1. Links follow the info colour.
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    // Hovered and pressed, a button or link turns darker (blue-8, blue-9), not lighter as antd derives it:
    // its lighter hover blue gives white text, and blue text on white, only 4.2:1 under the pointer.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // Red-7, green-8 and orange-8: the danger buttons, and the text of error, success and warning tags and
    // messages. The pale shades antd would derive from the dark green and orange are muddy: the
    // backgrounds and borders of success and warning keep antd's own.
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    // Secondary text (captions, hints, the component name beside a title): 6.2:1 on white instead of 3.4:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Placeholders (a select's "please choose"): 4.7:1, still lighter than what the operator entered.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // The text of the coloured tags (`<Tag color="orange">`): antd takes the 7th shade of each palette,
    // under two names that share one CSS variable (`--ant-orange-7`), so both are set.
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
  },
};
