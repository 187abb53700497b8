import { defineGateRule } from '../gate-rule';
import { visibleModules } from '../visible-modules';

/** A page with nothing shown is a dead end (a blank result page tells the buyer nothing). */
export const emptyPageRule = defineGateRule({
  id: 'page.empty',
  severity: 'error',
  description: { 'zh-CN': '每个页面至少展示一个模块', 'en-US': 'Every page shows at least one module' },
  message: { 'zh-CN': '第{page}页「{label}」没有任何展示的模块', 'en-US': 'Page {page} "{label}" shows no module' },
  *check(template) {
    const shownPages = new Set([...visibleModules(template)].map((visit) => visit.pageIndex));
    for (const [index, page] of template.pageList.entries()) {
      if (!shownPages.has(index)) yield { path: `/pageList/${index}`, params: { page: index + 1, label: page.label } };
    }
  },
});
