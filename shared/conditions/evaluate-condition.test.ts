import { describe, expect, it } from 'vitest';
import { conditionFacts, type ConditionContext } from './condition-facts';
import { evaluateCondition } from './evaluate-condition';

const TODAY = '2024-06-15';
const facts = (values: Record<string, unknown>, context: ConditionContext = {}, insuredIndex = 0) => conditionFacts({ values, insuredIndex, today: TODAY, context });
const UNDER_18 = { '<': [{ var: 'insured.age' }, 18] };

describe('evaluateCondition', () => {
  it('judges the insured age from the trial birthday, the insured form or a resident ID number', () => {
    expect(evaluateCondition(UNDER_18, facts({ trailElement: [{}, [{ birthday: '2014-06-15' }]] }))).toBe(true);
    expect(evaluateCondition(UNDER_18, facts({ trailElement: [{}, [{ birthday: '1994-06-16' }]] }))).toBe(false);
    expect(evaluateCondition(UNDER_18, facts({ insured: [{ certiType: 'I', certiNo: '110101201001010031' }] }))).toBe(true);
    // A passport number carries no birthday.
    expect(evaluateCondition(UNDER_18, facts({ insured: [{ certiType: 'P', certiNo: '110101201001010031' }] }))).toBe(false);
  });

  it('reads the insured the module belongs to', () => {
    const values = { insured: [{ birthday: '1980-01-01' }, { birthday: '2020-01-01' }] };
    expect(evaluateCondition(UNDER_18, facts(values, {}, 0))).toBe(false);
    expect(evaluateCondition(UNDER_18, facts(values, {}, 1))).toBe(true);
  });

  it('holds no ordering on a value not given yet, whichever way it points', () => {
    expect(evaluateCondition(UNDER_18, facts({}))).toBe(false);
    expect(evaluateCondition({ '>=': [{ var: 'insured.age' }, 18] }, facts({}))).toBe(false);
    expect(evaluateCondition({ '<=': [1, { var: 'premium' }, 100] }, facts({}))).toBe(false);
    expect(evaluateCondition({ '<=': [1, { var: 'premium' }, 100] }, facts({}, { premium: 50 }))).toBe(true);
    expect(evaluateCondition({ '!': { var: 'holder.email' } }, facts({ policyHolder: { email: '  ' } }))).toBe(true);
  });

  it('compares the form values and the page context', () => {
    const values = { policyHolder: { gender: 'F' }, trailElement: [{}, [{ socialSecurity: 'N' }], { amount: 300000 }], agree: true };
    const context: ConditionContext = { plan: 'plan-plus', premium: 128.5, channel: 'app', environment: 'PROD', client: 'wechat' };
    const all = {
      and: [
        { '==': [{ var: 'holder.gender' }, 'F'] },
        { '==': [{ var: 'insured.socialSecurity' }, 'N'] },
        { '>': [{ var: 'common.amount' }, 200000] },
        { var: 'form.agree' },
        { in: [{ var: 'plan' }, ['plan-plus', 'plan-max']] },
        { '>': [{ var: 'premium' }, 100] },
        { '!=': [{ var: 'environment' }, 'DEV'] },
        { or: [{ '==': [{ var: 'client' }, 'wechat'] }, { '==': [{ var: 'channel' }, 'web'] }] },
      ],
    };
    expect(evaluateCondition(all, facts(values, context))).toBe(true);
    expect(evaluateCondition(all, facts(values, { ...context, client: 'browser' }))).toBe(false);
  });

  it('refuses to run anything outside the allowed subset', () => {
    const values = { policyHolder: { name: '李明' } };
    expect(evaluateCondition({ method: [{ var: 'holder.name' }, 'toUpperCase'] }, facts(values))).toBeUndefined();
    expect(evaluateCondition({ '==': [{ var: 'holder.constructor' }, null] }, facts(values))).toBeUndefined();
    expect(evaluateCondition({ and: [true, { log: 'x' }] }, facts(values))).toBeUndefined();
    expect(evaluateCondition([{ '==': [1, 1] }], facts(values))).toBeUndefined();
  });
});
