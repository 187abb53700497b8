import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule } from '../testing/run-rule';
import { jumpTargetRule } from './jump-target-rule';

describe('page-action.jump-target.exists', () => {
  function withButtons(buttons: object[]) {
    const template = publishableTemplate();
    template.pageList[2]?.moduleList.push({ id: 'jump', component: 'bottomButtons', label: '按钮', attrs: { buttons }, isDefault: true });
    return template;
  }

  it('accepts a jump to a page code or a page id the template has', () => {
    expect(runRule(jumpTargetRule, withButtons([{ text: '改信息', action: 'jumpToPage', pageCode: 'info' }, { text: '回首页', action: 'jumpToPage', pageCode: 'p-trial' }]))).toEqual([]);
  });

  it('refuses a jump to a page that does not exist, or to none, at the button', () => {
    const findings = runRule(jumpTargetRule, withButtons([{ text: '下一步', action: 'next' }, { text: '改信息', action: 'jumpToPage', pageCode: 'gone' }, { text: '空', action: 'jumpToPage' }]));
    expect(findings.map((finding) => [finding.path, finding.message])).toEqual([
      ['/pageList/2/moduleList/2/attrs/buttons/1/pageCode', '按钮「改信息」要跳转的页面「gone」不存在'],
      ['/pageList/2/moduleList/2/attrs/buttons/2/pageCode', '按钮「空」要跳转的页面「（未填写）」不存在'],
    ]);
  });
});
