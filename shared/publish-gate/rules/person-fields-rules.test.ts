import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule, withoutModules } from '../testing/run-rule';
import { PERSON_FIELDS_RULES } from './person-fields-rules';

const [holderRule, insuredRule] = PERSON_FIELDS_RULES;

describe('the fields every order needs', () => {
  it('form.policy-holder.key-fields: names each missing field, and leaves an empty form to its own rule', () => {
    const template = publishableTemplate();
    expect(runRule(holderRule!, template)).toEqual([]);
    const findings = runRule(holderRule!, withoutModules(template, 'holder-phone', 'holder-certiType'));
    expect(findings.map((finding) => finding.message)).toEqual(['投保人信息缺少「证件类型」字段（表单键 certiType）', '投保人信息缺少「手机号」字段（表单键 phone）']);
    expect(findings[0]?.path).toBe('/pageList/1/moduleList/0');
    const empty = structuredClone(template);
    moduleById(empty, 'holder').children = [];
    expect(runRule(holderRule!, empty)).toEqual([]);
  });

  it('form.insured.key-fields: the insured needs name and certificate, not a phone', () => {
    const template = publishableTemplate();
    expect(runRule(insuredRule!, template)).toEqual([]);
    expect(runRule(insuredRule!, withoutModules(template, 'insured-certiNo')).map((finding) => finding.params?.formKey)).toEqual(['certiNo']);
  });
});
