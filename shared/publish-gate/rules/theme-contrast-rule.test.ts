import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule } from '../testing/run-rule';
import { themeContrastRule } from './theme-contrast-rule';

describe('theme.contrast', () => {
  it('warns below 4.5:1 against white, with the ratio rounded down', () => {
    expect(runRule(themeContrastRule, publishableTemplate())).toEqual([]);
    expect(runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#ff6a00' })).toMatchObject([
      { severity: 'warning', path: '/themeColor', params: { color: '#ff6a00', ratio: '2.87' } },
    ]);
    // #767676 is the lightest grey that passes on white (4.54:1); #777777 fails (4.47:1).
    expect(runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#767676' })).toEqual([]);
    expect(runRule(themeContrastRule, { ...publishableTemplate(), themeColor: '#777' })).toHaveLength(1);
  });
});
