import { bottomButtons } from '../../../schema/catalogue/blocks/layout/bottom-buttons';
import { toolbar } from '../../../schema/catalogue/blocks/layout/toolbar';
import { insureResult } from '../../../schema/catalogue/blocks/result/insure-result';
import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { defineGateRule } from '../gate-rule';
import { visibleModules, visibleOf } from '../visible-modules';

/** Whether a module is a bar that submits: the toolbar's 确认, or a bottom button that confirms or submits. */
function submits(module: Module): boolean {
  if (module.component === toolbar.component) return module.attrs.action === 'confirm';
  if (module.component !== bottomButtons.component) return false;
  const buttons = Array.isArray(module.attrs.buttons) ? (module.attrs.buttons as { action?: unknown }[]) : [];
  return buttons.some((button) => button.action === 'confirm' || button.action === 'submit');
}

/** The page where the buyer would submit: the last page before the result page, else the last page. */
function submitPageIndex(template: TemplateConfig): number | undefined {
  const resultPages = new Set(visibleOf(template, [insureResult.component]).map((visit) => visit.pageIndex));
  for (let index = template.pageList.length - 1; index >= 0; index -= 1) if (!resultPages.has(index)) return index;
  return undefined;
}

/** The buyer needs a bar that confirms the order, or the flow has no way to pay. */
export const submitBarRule = defineGateRule({
  id: 'module.submit-bar.required',
  severity: 'error',
  description: {
    'zh-CN': '要有提交订单的底部栏：底部投保栏的“确认”动作，或确认 / 提交订单的底部按钮',
    'en-US': 'A bottom bar submits the order: the toolbar with the confirm action, or a bottom button that confirms or submits',
  },
  message: {
    'zh-CN': '没有提交订单的底部栏：请添加动作为“确认”的底部投保栏（toolbar）或底部按钮（bottomButtons）',
    'en-US': 'Nothing submits the order: add a toolbar with the confirm action, or bottom buttons that confirm or submit',
  },
  *check(template) {
    for (const visit of visibleModules(template)) if (submits(visit.module)) return;
    const page = submitPageIndex(template);
    yield { path: page === undefined ? '/pageList' : `/pageList/${page}` };
  },
});
