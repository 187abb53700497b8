import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule } from '../testing/run-rule';
import { EMPTY_FORM_RULES } from './empty-form-rules';

const [holderRule, insuredRule] = EMPTY_FORM_RULES;

describe('empty person forms', () => {
  it('form.policy-holder.empty: a holder form without a shown row, at the module', () => {
    const template = publishableTemplate();
    expect(runRule(holderRule!, template)).toEqual([]);
    moduleById(template, 'holder').children = [];
    expect(runRule(holderRule!, template)).toMatchObject([{ rule: 'form.policy-holder.empty', path: '/pageList/1/moduleList/0' }]);
  });

  it('form.insured.empty: rows that are all hidden leave the form empty', () => {
    const template = publishableTemplate();
    for (const row of moduleById(template, 'insured').children ?? []) row.isDefault = false;
    expect(runRule(insuredRule!, template)).toMatchObject([{ rule: 'form.insured.empty', path: '/pageList/1/moduleList/1' }]);
  });
});
