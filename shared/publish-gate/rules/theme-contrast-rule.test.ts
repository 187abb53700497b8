import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../colour/contrast-ratio';
import { fillGateMessage } from '../gate-finding';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule } from '../testing/run-rule';
import { themeContrastRule } from './theme-contrast-rule';

describe('theme.contrast', () => {
  it('warns below 4.5:1 against white, with the ratio rounded down and the shade buyer pages use instead', () => {
    expect(runRule(themeContrastRule, publishableTemplate())).toEqual([]);
    const [finding] = runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#ff6a00' });
    expect(finding).toMatchObject({ severity: 'warning', path: '/themeColor', params: { color: '#ff6a00', ratio: '2.87' } });
    const shade = String(finding?.params?.shade);
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // #767676 is the lightest grey that passes on white (4.54:1); #777777 fails (4.47:1).
    expect(runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#767676' })).toEqual([]);
    expect(runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#777' })).toHaveLength(1);
  });

  it('tells the publisher the colour will be darkened, and to what, rather than that buttons are unreadable', () => {
    const [finding] = runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#ff6a00' });
    const shade = String(finding?.params?.shade);
    expect(fillGateMessage(themeContrastRule.message['zh-CN'], finding?.params, 'zh-CN')).toBe(
      `主题色 #ff6a00 与白色的对比度只有 2.87:1，低于 4.5:1：买家页面的文字、价格和按钮将自动改用加深的 ${shade}，大面积装饰仍用原色；如需处处显示原色，请选择更深的主题色`,
    );
    expect(fillGateMessage(themeContrastRule.message['en-US'], finding?.params, 'en-US')).toContain(`in the darker ${shade} instead`);
  });
});
