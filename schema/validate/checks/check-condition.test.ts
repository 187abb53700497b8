import { describe, expect, it } from 'vitest';
import type { ConditionVariable } from '../../template/condition-variables';
import { checkCondition } from './check-condition';
import type { ConditionFinding } from './condition-finding';
import { conditionFindingMessage } from './condition-finding-messages';

const VARIABLES = new Map<string, ConditionVariable>(
  [
    { name: 'insured.age', type: 'number', scope: 'insured' },
    { name: 'insured.birthday', type: 'string', scope: 'insured' },
    { name: 'holder.gender', type: 'string', scope: 'holder', options: ['M', 'F'] },
    { name: 'form.agree', type: 'boolean', scope: 'form' },
    { name: 'channel', type: 'string', scope: 'context' },
  ].map((variable) => [variable.name, variable as ConditionVariable]),
);

const check = (logic: unknown) => checkCondition(logic, '/m/visibleOn', VARIABLES);
const codes = (findings: readonly ConditionFinding[]) => findings.map((finding) => [finding.code, finding.path]);

describe('checkCondition', () => {
  it('accepts what the builder writes and the JSON Logic a person would hand-write in the allowed subset', () => {
    const valid: unknown[] = [
      { '>=': [{ var: 'insured.age' }, 18] },
      { and: [{ '==': [{ var: 'holder.gender' }, 'F'] }, { or: [{ '<': [{ var: 'insured.age' }, 3] }, { '!': { var: 'form.agree' } }] }] },
      { in: [{ var: 'channel' }, ['app', 'wechat-mp']] },
      { in: ['VIP', { var: 'channel' }] },
      { '<=': [1, { var: 'insured.age' }, 17] },
      { '<': [{ var: 'insured.birthday' }, '2010-01-01'] },
      { '!=': [{ var: 'holder.gender' }, null] },
      { '!!': [{ var: 'channel' }] },
      { var: 'form.agree' },
      { and: { '==': [{ var: 'form.agree' }, true] } },
    ];
    for (const logic of valid) expect(check(logic), JSON.stringify(logic)).toEqual([]);
  });

  it('refuses operators outside the subset, at the object holding them', () => {
    expect(codes(check({ and: [{ method: [{ var: 'channel' }, 'toString'] }] }))).toEqual([['conditionUnknownOperator', '/m/visibleOn/and/0']]);
    expect(codes(check({ '+': [1, 2] }))).toEqual([['conditionUnknownOperator', '/m/visibleOn']]);
    const [finding] = check({ 'a/b': [] });
    expect(finding && conditionFindingMessage(finding)).toBe('不支持的运算符「a/b」，可用：and or ! !! == != < <= > >= in');
  });

  it('refuses variables the template does not offer, and names reaching a prototype', () => {
    expect(codes(check({ '==': [{ var: 'insured.shoeSize' }, 42] }))).toEqual([['conditionUnknownVariable', '/m/visibleOn/==/0/var']]);
    expect(codes(check({ '!!': { var: 'constructor' } }))).toEqual([['conditionUnknownVariable', '/m/visibleOn/!!/var']]);
    expect(codes(check({ '==': [{ var: 42 }, 42] }))).toEqual([['conditionShape', '/m/visibleOn/==/0/var']]);
  });

  it('refuses comparing across types: the age with a text, a yes/no in an ordering', () => {
    const [mismatch] = check({ '<': [{ var: 'insured.age' }, '18'] });
    expect(mismatch).toMatchObject({ code: 'conditionTypeMismatch', path: '/m/visibleOn' });
    expect(mismatch && conditionFindingMessage(mismatch)).toBe('类型不匹配：insured.age（数字）不能与文本比较（运算符「<」）');
    expect(mismatch && conditionFindingMessage(mismatch, 'en-US')).toBe('Type mismatch: insured.age (number) cannot be compared with text (operator "<")');
    expect(codes(check({ '>': [{ var: 'form.agree' }, 1] }))).toEqual([['conditionTypeMismatch', '/m/visibleOn']]);
    expect(codes(check({ '<': [{ var: 'insured.age' }, null] }))).toEqual([['conditionTypeMismatch', '/m/visibleOn']]);
    expect(codes(check({ in: [{ var: 'insured.age' }, [1, '2']] }))).toEqual([['conditionTypeMismatch', '/m/visibleOn/in/1/1']]);
    expect(codes(check({ in: [{ var: 'insured.age' }, { var: 'channel' }] }))).toEqual([['conditionTypeMismatch', '/m/visibleOn']]);
  });

  it('refuses a value a variable with fixed options never takes', () => {
    const findings = check({ in: [{ var: 'holder.gender' }, ['F', 'X']] });
    expect(codes(findings)).toEqual([['conditionUnknownValue', '/m/visibleOn/in/1/1']]);
    expect(conditionFindingMessage(findings[0]!)).toBe('变量「holder.gender」没有取值「X」，可选：M F');
  });

  it('refuses wrong argument counts, malformed objects and groups of values', () => {
    expect(codes(check({ '==': [{ var: 'channel' }] }))).toEqual([['conditionArity', '/m/visibleOn']]);
    expect(codes(check({ '>': [1, 2, 3] }))).toEqual([['conditionArity', '/m/visibleOn']]);
    expect(codes(check({ and: [] }))).toEqual([['conditionArity', '/m/visibleOn']]);
    expect(codes(check({ '==': [1, 1], '!=': [1, 2] }))).toEqual([['conditionShape', '/m/visibleOn']]);
    expect(codes(check({ or: [[1]] }))).toEqual([['conditionShape', '/m/visibleOn/or/0']]);
    expect(codes(check({ and: [{ var: 'insured.age' }] }))).toEqual([['conditionNotBoolean', '/m/visibleOn/and/0']]);
    expect(codes(check({ var: 'channel' }))).toEqual([['conditionNotBoolean', '/m/visibleOn']]);
  });

  it('reports every mistake of a condition at once', () => {
    const findings = check({ or: [{ '==': [{ var: 'nobody' }, 1] }, { '<': [{ var: 'insured.age' }, 'x'] }, { regex: ['a'] }] });
    expect(codes(findings)).toEqual([
      ['conditionUnknownVariable', '/m/visibleOn/or/0/==/0/var'],
      ['conditionTypeMismatch', '/m/visibleOn/or/1'],
      ['conditionUnknownOperator', '/m/visibleOn/or/2'],
    ]);
  });
});
