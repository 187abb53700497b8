import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ConditionLogicSchema } from '../../../schema/template/condition-logic';
import type { ConditionVariable } from '../../../schema/template/condition-variables';
import { operatorsFor, withOperator, withVariable } from './builder-operators';
import { fromLogic, toLogic, updateNode, type ConditionGroup } from './condition-tree';

const AGE = { var: 'insured.age' };
const tree: ConditionGroup = {
  kind: 'group',
  combinator: 'and',
  items: [
    { kind: 'rule', variable: 'insured.age', operator: '<', value: 18 },
    {
      kind: 'group',
      combinator: 'or',
      items: [
        { kind: 'rule', variable: 'client', operator: 'notIn', value: ['wechat', 'miniProgram'] },
        { kind: 'rule', variable: 'holder.email', operator: 'empty', value: null },
        { kind: 'rule', variable: 'holder.phone', operator: 'filled', value: null },
      ],
    },
  ],
};

describe('the condition builder tree', () => {
  it('writes JSON Logic of the allowed subset and reads it back', () => {
    const logic = toLogic(tree);
    expect(logic).toEqual({
      and: [
        { '<': [AGE, 18] },
        { or: [{ '!': [{ in: [{ var: 'client' }, ['wechat', 'miniProgram']] }] }, { '!': [{ var: 'holder.email' }] }, { '!!': [{ var: 'holder.phone' }] }] },
      ],
    });
    expect(Value.Check(ConditionLogicSchema, logic)).toBe(true);
    expect(fromLogic(logic)).toEqual(tree);
  });

  it('reads hand-written shorthand, and a lone comparison as a group of one', () => {
    expect(fromLogic({ '>=': [AGE, 18] })).toEqual({ kind: 'group', combinator: 'and', items: [{ kind: 'rule', variable: 'insured.age', operator: '>=', value: 18 }] });
    expect(fromLogic({ '!': { var: 'holder.email' } })?.items[0]).toMatchObject({ operator: 'empty' });
    expect(fromLogic({ '!': { in: [{ var: 'client' }, ['wechat']] } })?.items[0]).toMatchObject({ operator: 'notIn', value: ['wechat'] });
  });

  it('leaves to the code view what it cannot show', () => {
    for (const logic of [{ '<': [18, AGE] }, { '!': { and: [{ '<': [AGE, 18] }] } }, { '<=': [1, AGE, 17] }, { and: [] }, { regex: [] }, 'x']) {
      expect(fromLogic(logic), JSON.stringify(logic)).toBeUndefined();
    }
  });

  it('writes no condition for an empty group, and edits or removes a node by its path', () => {
    expect(toLogic({ kind: 'group', combinator: 'or', items: [] })).toBeUndefined();
    const removed = updateNode(tree, [1, 0], () => undefined);
    expect((removed.items[1] as ConditionGroup).items).toHaveLength(2);
    const changed = updateNode(tree, [0], (node) => ({ ...node, value: 21 }) as typeof node);
    expect(toLogic(changed)).toMatchObject({ and: [{ '<': [AGE, 21] }, {}] });
  });
});

describe('the builder operators', () => {
  const age: ConditionVariable = { name: 'insured.age', type: 'number', scope: 'insured' };
  const gender: ConditionVariable = { name: 'holder.gender', type: 'string', scope: 'holder', options: ['M', 'F'] };

  it('fit the variable type', () => {
    expect(operatorsFor(age)).toContain('>=');
    expect(operatorsFor(gender)).not.toContain('>=');
    expect(operatorsFor(gender)).toContain('in');
  });

  it('keep what still fits when the variable or operator changes', () => {
    const rule = { kind: 'rule', variable: 'insured.age', operator: '>=', value: 18 } as const;
    expect(withVariable(rule, gender, 'holder.gender')).toEqual({ kind: 'rule', variable: 'holder.gender', operator: '==', value: 'M' });
    expect(withVariable(rule, { ...age, name: 'holder.age' }, 'holder.age')).toEqual({ ...rule, variable: 'holder.age' });
    const one = { kind: 'rule', variable: 'holder.gender', operator: '==', value: 'F' } as const;
    expect(withOperator(one, gender, 'in')).toEqual({ ...one, operator: 'in', value: ['F'] });
    expect(withOperator({ ...one, operator: 'in', value: ['F', 'M'] }, gender, '!=')).toEqual({ ...one, operator: '!=', value: 'F' });
    expect(withOperator(one, gender, 'empty')).toEqual({ ...one, operator: 'empty', value: null });
  });
});
