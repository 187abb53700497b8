import { describe, expect, it } from 'vitest';
import type { GateRule } from '../gate-rule';
import { publishableFacts } from '../testing/publishable-facts';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule, withoutModules } from '../testing/run-rule';
import { CATEGORY_MODULE_RULES } from './category-module-rules';

function rule(id: string): GateRule {
  const found = CATEGORY_MODULE_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

const health = publishableTemplate();
const life = publishableTemplate({ insuranceCategory: 'lifeInsurance' });
const property = publishableTemplate({ insuranceCategory: 'propertyInsurance' });

describe('the modules each product line needs', () => {
  it('passes a template of each line that has them all', () => {
    for (const template of [health, life, property]) {
      for (const candidate of CATEGORY_MODULE_RULES) expect(runRule(candidate, template), `${template.insuranceCategory} ${candidate.id}`).toEqual([]);
    }
  });

  it('module.policy-holder.required: points at the category, in its words', () => {
    const [finding] = runRule(rule('module.policy-holder.required'), withoutModules(health, 'holder'));
    expect(finding).toMatchObject({ rule: 'module.policy-holder.required', severity: 'error', path: '/insuranceCategory', message: '健康险模板缺少投保人信息模块（policyHolderModule）' });
    expect(finding?.params).toEqual({ category: { 'zh-CN': '健康险', 'en-US': 'health insurance' } });
  });

  it('module.policy-holder.required: a hidden module does not count', () => {
    const hidden = structuredClone(property);
    moduleById(hidden, 'holder').isDefault = false;
    expect(runRule(rule('module.policy-holder.required'), hidden).map((finding) => finding.message)).toEqual(['财产险模板缺少投保人信息模块（policyHolderModule）']);
  });

  it('module.insured.required', () => {
    expect(runRule(rule('module.insured.required'), withoutModules(life, 'insured'))).toHaveLength(1);
  });

  it('module.health-notice.required: health and life need one of the notice blocks, property none', () => {
    expect(runRule(rule('module.health-notice.required'), withoutModules(health, 'notices'))).toHaveLength(1);
    expect(runRule(rule('module.health-notice.required'), withoutModules(life, 'notices'))).toHaveLength(1);
    const yesNo = withoutModules(health, 'notices');
    yesNo.pageList[1]?.moduleList.push({ id: 'yes-no', component: 'yesNoNotice', label: '告知', attrs: {}, isDefault: true });
    expect(runRule(rule('module.health-notice.required'), yesNo)).toEqual([]);
    expect(property.pageList.flatMap((page) => page.moduleList).some((module) => module.id === 'notices')).toBe(false);
    expect(runRule(rule('module.health-notice.required'), property)).toEqual([]);
  });

  it('module.clause-agreement.required', () => {
    expect(runRule(rule('module.clause-agreement.required'), withoutModules(property, 'clauses'))).toHaveLength(1);
  });

  it('module.sms-verify.required', () => {
    expect(runRule(rule('module.sms-verify.required'), withoutModules(health, 'sms'))).toHaveLength(1);
  });

  it('module.premium-display.required: the premium display or the premium summary', () => {
    expect(runRule(rule('module.premium-display.required'), withoutModules(health, 'premium'))).toHaveLength(1);
    const summary = withoutModules(health, 'premium');
    summary.pageList[1]?.moduleList.push({ id: 'summary', component: 'premiumSummary', label: '保费', attrs: {}, isDefault: true });
    expect(runRule(rule('module.premium-display.required'), summary)).toEqual([]);
  });

  it('module.result.required', () => {
    expect(runRule(rule('module.result.required'), withoutModules(health, 'result'))).toHaveLength(1);
  });

  it('module.beneficiaries.required: life only', () => {
    expect(runRule(rule('module.beneficiaries.required'), withoutModules(life, 'beneficiaries')).map((finding) => finding.message)).toEqual([
      '寿险模板缺少身故受益人模块（beneficiaryList）',
    ]);
    expect(runRule(rule('module.beneficiaries.required'), health)).toEqual([]);
  });

  it('module.benefit-display.required: life whose product has a benefit table; silent without facts', () => {
    const bare = withoutModules(life, 'benefits');
    expect(runRule(rule('module.benefit-display.required'), bare)).toHaveLength(1);
    const noTable = publishableFacts(bare);
    expect(runRule(rule('module.benefit-display.required'), bare, { ...noTable, product: noTable.product && { ...noTable.product, hasBenefitTable: false } })).toEqual([]);
    expect(runRule(rule('module.benefit-display.required'), bare, null)).toEqual([]);
  });

  it('module.invoice.required: property only', () => {
    expect(runRule(rule('module.invoice.required'), withoutModules(property, 'invoice'))).toHaveLength(1);
    expect(runRule(rule('module.invoice.required'), health)).toEqual([]);
  });
});
