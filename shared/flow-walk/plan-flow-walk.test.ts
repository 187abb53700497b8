import { describe, expect, it } from 'vitest';
import type { ConditionLogic } from '../../schema/template/condition-logic';
import type { InsuranceCategory } from '../../schema/template/insurance-category';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { publishableTemplate } from '../publish-gate/testing/publishable-template';
import { moduleById, withoutModules } from '../publish-gate/testing/run-rule';
import { personaWalkRules } from './persona-walk-rules';
import { planFlowWalk } from './plan-flow-walk';

const TODAY = '2026-06-15';
const ADULT = { insuredAge: 30, gender: 'M', platform: 'browser' } as const;
const CHILD = { insuredAge: 10, gender: 'F', platform: 'browser' } as const;
const UNDER_18: ConditionLogic = { '<': [{ var: 'insured.age' }, 18] };

/** Every finding of a plan, with the page it is on. */
const findingsOf = (template: TemplateConfig, rules = personaWalkRules(template, ADULT, TODAY)) => planFlowWalk(template, rules).flatMap((page) => page.findings);

function addBottomButtons(template: TemplateConfig, pageIndex: number, buttons: readonly Record<string, unknown>[]): Module {
  const module: Module = { id: 'jumps', component: 'bottomButtons', label: '底部按钮', attrs: { buttons }, isDefault: true };
  template.pageList[pageIndex]!.moduleList.push(module);
  return module;
}

describe('planFlowWalk', () => {
  it.each<InsuranceCategory>(['healthInsurance', 'lifeInsurance', 'propertyInsurance'])('finds no dead end in a complete %s template and goes on by each page’s bottom bar to the result', (category) => {
    const template = publishableTemplate({ insuranceCategory: category });
    const plan = planFlowWalk(template, personaWalkRules(template, ADULT, TODAY));
    expect(plan.flatMap((page) => page.findings)).toEqual([]);
    expect(plan.map((page) => page.forward?.moduleId)).toEqual(['trial-bar', 'info-bar', 'confirm-bar', undefined]);
    expect(plan.map((page) => page.forward?.kind)).toEqual(['next', 'next', 'submit', undefined]);
    // The submission comes back on the result page.
    expect(plan[2]?.forward?.targetIndex).toBe(3);
    expect(plan.map((page) => page.final)).toEqual([false, false, false, true]);
  });

  it('reports a page whose only way on was removed: the buyer is stuck there', () => {
    const template = withoutModules(publishableTemplate(), 'info-bar');
    expect(findingsOf(template)).toEqual([{ kind: 'noWayForward', pageIndex: 1, pointer: '/pageList/1', text: { key: 'noWayForward', params: {} } }]);
  });

  it('reports a way back as no way on, and takes a bottom button to the next page where there is one', () => {
    const template = withoutModules(publishableTemplate(), 'info-bar');
    template.pageList[1]!.pageCode = 'info';
    addBottomButtons(template, 1, [{ text: '返回', action: 'jumpToPage', pageCode: 'trial' }]);
    expect(findingsOf(template).map((finding) => finding.text.key)).toEqual(['noWayForward']);
    const buttons = moduleById(template, 'jumps');
    buttons.attrs.buttons = [{ text: '返回', action: 'jumpToPage', pageCode: 'trial' }, { text: '下一步', action: 'next' }];
    const plan = planFlowWalk(template, personaWalkRules(template, ADULT, TODAY));
    expect(plan[1]?.findings).toEqual([]);
    expect(plan[1]?.forward).toMatchObject({ moduleId: 'jumps', buttonIndex: 1, kind: 'next', targetIndex: 2 });
  });

  it('reports a jump to a page code no page has, at the button’s page code', () => {
    const template = publishableTemplate();
    addBottomButtons(template, 0, [{ text: '查看条款', action: 'jumpToPage', pageCode: 'clauses' }]);
    expect(findingsOf(template)).toEqual([
      { kind: 'missingJumpTarget', pageIndex: 0, pointer: '/pageList/0/moduleList/4/attrs/buttons/0/pageCode', text: { key: 'jumpTargetMissing', params: { label: '查看条款', pageCode: 'clauses' } } },
    ]);
  });

  it('reports a next page past the last one', () => {
    const template = publishableTemplate();
    template.pageList[3]!.moduleList = [{ id: 'more', component: 'toolbar', label: '底部投保栏', attrs: { action: 'next', buttonText: '继续' }, isDefault: true }];
    const findings = findingsOf(template).filter((finding) => finding.kind === 'missingJumpTarget');
    expect(findings).toEqual([{ kind: 'missingJumpTarget', pageIndex: 3, pointer: '/pageList/3/moduleList/0', text: { key: 'nextPageMissing', params: { label: '继续', pageOrder: 5 } } }]);
  });

  it('reports the SMS code going to a phone no row asks for, and the order missing the holder’s phone', () => {
    const template = withoutModules(publishableTemplate(), 'holder-phone');
    expect(findingsOf(template)).toEqual([
      { kind: 'requiredWithoutControl', pageIndex: 1, pointer: '/pageList/1/moduleList/4', text: { key: 'smsPhoneWithoutControl', params: { field: 'policyHolder.phone' } } },
      { kind: 'requiredWithoutControl', pageIndex: 2, pointer: '/pageList/2/moduleList/1', text: { key: 'orderFieldWithoutControl', params: { field: 'policyHolder.phone' } } },
    ]);
  });

  it('reports a display rule that hides a row the flow needs from the persona, at the rule, and not from a persona it shows the row to', () => {
    const template = publishableTemplate();
    moduleById(template, 'holder-phone').visibleOn = { '>=': [{ var: 'insured.age' }, 18] };
    expect(findingsOf(template, personaWalkRules(template, ADULT, TODAY))).toEqual([]);
    expect(findingsOf(template, personaWalkRules(template, CHILD, TODAY))).toEqual([
      { kind: 'ruleHidesRequired', pageIndex: 1, pointer: '/pageList/1/moduleList/0/children/3/visibleOn', text: { key: 'ruleHidesNeededField', params: { field: 'policyHolder.phone' } } },
    ]);
  });

  it('reports a rule on an enclosing module that hides a needed row, at that module’s rule', () => {
    const template = publishableTemplate();
    // Shown to a child's parent only: an adult insured buying for themself never sees the holder form.
    moduleById(template, 'holder').visibleOn = UNDER_18;
    expect(findingsOf(template, personaWalkRules(template, CHILD, TODAY))).toEqual([]);
    const findings = findingsOf(template, personaWalkRules(template, ADULT, TODAY));
    expect(findings.map((finding) => [finding.pointer, finding.text.key])).toContainEqual(['/pageList/1/moduleList/0/visibleOn', 'ruleHidesNeededField']);
  });

  it('reports a row that its rule requires while another hides it', () => {
    const template = publishableTemplate();
    const certiNo = moduleById(template, 'insured-certiNo');
    certiNo.requiredOn = UNDER_18;
    certiNo.visibleOn = { '>': [{ var: 'insured.age' }, 60] };
    expect(findingsOf(template, personaWalkRules(template, CHILD, TODAY))).toEqual([
      { kind: 'ruleHidesRequired', pageIndex: 1, pointer: '/pageList/1/moduleList/1/children/3/visibleOn', text: { key: 'ruleHidesRequiredRow', params: {} } },
    ]);
    // For an adult the row is hidden but not required: nothing to report.
    expect(findingsOf(template, personaWalkRules(template, ADULT, TODAY))).toEqual([]);
  });

  it('says when the persona’s rules hide the only way on, and walks on when they show it', () => {
    const template = publishableTemplate();
    moduleById(template, 'trial-bar').visibleOn = { '==': [{ var: 'client' }, 'wechat'] };
    expect(findingsOf(template)).toEqual([{ kind: 'noWayForward', pageIndex: 0, pointer: '/pageList/0/moduleList/3', text: { key: 'forwardHidden', params: {} } }]);
    const inWeChat = planFlowWalk(template, personaWalkRules(template, { ...ADULT, platform: 'wechat' }, TODAY));
    expect(inWeChat[0]?.findings).toEqual([]);
    expect(inWeChat[0]?.forward?.moduleId).toBe('trial-bar');
  });
});
