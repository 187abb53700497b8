import { bottomButtons } from '../../../schema/catalogue/blocks/layout/bottom-buttons';
import { jumpToPageIndex } from '../../pages/jump-to-page-index';
import { defineGateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

interface Button {
  readonly action?: unknown;
  readonly pageCode?: unknown;
  readonly text?: unknown;
}

const NOT_SET = { 'zh-CN': '（未填写）', 'en-US': '(not set)' };

/** A button that jumps to a page must name a page the template has (by `pageCode` or `id`, as the runtime looks it up). */
export const jumpTargetRule = defineGateRule({
  id: 'page-action.jump-target.exists',
  severity: 'error',
  description: {
    'zh-CN': '“跳转页面”按钮的目标页面编码须是模板中的页面',
    'en-US': 'A jump-to-page button names a page code the template has',
  },
  message: {
    'zh-CN': '按钮「{text}」要跳转的页面「{pageCode}」不存在',
    'en-US': 'Button "{text}" jumps to page "{pageCode}", which does not exist',
  },
  *check(template) {
    for (const visit of visibleOf(template, [bottomButtons.component])) {
      const buttons = Array.isArray(visit.module.attrs.buttons) ? (visit.module.attrs.buttons as Button[]) : [];
      for (const [index, button] of buttons.entries()) {
        if (button.action !== 'jumpToPage') continue;
        const pageCode = typeof button.pageCode === 'string' ? button.pageCode.trim() : '';
        if (pageCode !== '' && jumpToPageIndex(template, pageCode) !== undefined) continue;
        const text = typeof button.text === 'string' ? button.text : '';
        yield { path: `${visit.path}/attrs/buttons/${index}/pageCode`, params: { text, pageCode: pageCode === '' ? NOT_SET : pageCode } };
      }
    }
  },
});
