import { insuredModule } from '../../../schema/catalogue/blocks/module/insured-module';
import { policyHolderModule } from '../../../schema/catalogue/blocks/module/policy-holder-module';
import type { LocalizedText } from '../../../schema/validate/problem';
import { shownChildren, shownFieldKeys } from '../form-fields';
import { defineGateRule, type GateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

interface KeyField {
  readonly formKey: string;
  readonly name: LocalizedText;
}

const NAME: KeyField = { formKey: 'name', name: { 'zh-CN': '姓名', 'en-US': 'name' } };
const CERT_TYPE: KeyField = { formKey: 'certiType', name: { 'zh-CN': '证件类型', 'en-US': 'certificate type' } };
const CERT_NO: KeyField = { formKey: 'certiNo', name: { 'zh-CN': '证件号码', 'en-US': 'certificate number' } };
const PHONE: KeyField = { formKey: 'phone', name: { 'zh-CN': '手机号', 'en-US': 'mobile phone' } };

interface PersonFieldsOptions<Id extends string> {
  readonly id: Id;
  readonly component: string;
  readonly fields: readonly KeyField[];
  readonly description: LocalizedText;
  readonly message: LocalizedText;
}

function personFieldsRule<const Id extends string>(options: PersonFieldsOptions<Id>): GateRule<Id> {
  return defineGateRule({
    id: options.id,
    severity: 'error',
    description: options.description,
    message: options.message,
    *check(template) {
      for (const form of visibleOf(template, [options.component])) {
        // An empty form is reported once, by its own rule.
        if (shownChildren(template, form).length === 0) continue;
        const keys = shownFieldKeys(template, form);
        for (const field of options.fields) {
          if (!keys.has(field.formKey)) yield { path: form.path, params: { field: field.name, formKey: field.formKey } };
        }
      }
    },
  });
}

/**
 * The fields the server's order check demands of every order (the policy is issued to them and the SMS
 * code goes to the holder's phone): a form without them leads the buyer to an order that is refused.
 */
export const PERSON_FIELDS_RULES = [
  personFieldsRule({
    id: 'form.policy-holder.key-fields',
    component: policyHolderModule.component,
    fields: [NAME, CERT_TYPE, CERT_NO, PHONE],
    description: {
      'zh-CN': '投保人表单要有姓名、证件类型、证件号码和手机号：订单与短信验证都要用',
      'en-US': 'The policy holder form has name, certificate type, certificate number and phone: the order and the SMS check need them',
    },
    message: {
      'zh-CN': '投保人信息缺少「{field}」字段（表单键 {formKey}）',
      'en-US': 'The policy holder form lacks the {field} field (form key {formKey})',
    },
  }),
  personFieldsRule({
    id: 'form.insured.key-fields',
    component: insuredModule.component,
    fields: [NAME, CERT_TYPE, CERT_NO],
    description: {
      'zh-CN': '被保人表单要有姓名、证件类型和证件号码：订单要用',
      'en-US': 'The insured form has name, certificate type and certificate number: the order needs them',
    },
    message: {
      'zh-CN': '被保人信息缺少「{field}」字段（表单键 {formKey}）',
      'en-US': 'The insured form lacks the {field} field (form key {formKey})',
    },
  }),
] as const satisfies readonly GateRule[];
