import { insuredModule } from '../../../schema/catalogue/blocks/module/insured-module';
import { policyHolderModule } from '../../../schema/catalogue/blocks/module/policy-holder-module';
import type { LocalizedText } from '../../../schema/validate/problem';
import { shownChildren } from '../form-fields';
import { defineGateRule, type GateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

function emptyFormRule<const Id extends string>(id: Id, component: string, description: LocalizedText, message: LocalizedText): GateRule<Id> {
  return defineGateRule({
    id,
    severity: 'error',
    description,
    message,
    *check(template) {
      for (const form of visibleOf(template, [component])) if (shownChildren(template, form).length === 0) yield { path: form.path };
    },
  });
}

/** A person form renders its field rows, nothing of its own: with no row the buyer can fill nothing in. */
export const EMPTY_FORM_RULES = [
  emptyFormRule(
    'form.policy-holder.empty',
    policyHolderModule.component,
    { 'zh-CN': '投保人信息表单至少要有一个字段', 'en-US': 'The policy holder form has at least one field' },
    { 'zh-CN': '投保人信息表单是空的：请拖入姓名、证件号码、手机号等字段', 'en-US': 'The policy holder form is empty: add fields such as name, ID number and phone' },
  ),
  emptyFormRule(
    'form.insured.empty',
    insuredModule.component,
    { 'zh-CN': '被保人信息表单至少要有一个字段', 'en-US': 'The insured form has at least one field' },
    { 'zh-CN': '被保人信息表单是空的：请拖入与投保人关系、姓名、证件号码等字段', 'en-US': 'The insured form is empty: add fields such as relation to the holder, name and ID number' },
  ),
] as const satisfies readonly GateRule[];
