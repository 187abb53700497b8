import { describe, expect, it } from 'vitest';
import { conditionFacts } from './condition-facts';
import { anyConditions, hasConditions } from './has-conditions';
import { moduleConditionState } from './module-condition-state';
import type { ConditionLogic } from '../../schema/template/condition-logic';
import type { Module } from '../../schema/template/module';

const facts = (age: number | undefined) =>
  conditionFacts({ values: age === undefined ? {} : { insured: [{ age }] }, insuredIndex: 0, today: '2024-06-15', context: {} });
const ADULT: ConditionLogic = { '>=': [{ var: 'insured.age' }, 18] };

describe('moduleConditionState', () => {
  it('shows a module without conditions and decides nothing else for it', () => {
    expect(moduleConditionState({}, facts(10))).toEqual({ visible: true, required: undefined, disabled: undefined });
  });

  it('shows while visibleOn holds, requires while requiredOn holds, disables while disabledOn holds', () => {
    const module: Pick<Module, 'visibleOn' | 'requiredOn' | 'disabledOn'> = {
      visibleOn: ADULT,
      requiredOn: { '<': [{ var: 'insured.age' }, 60] },
      disabledOn: { '>=': [{ var: 'insured.age' }, 65] },
    };
    expect(moduleConditionState(module, facts(10))).toEqual({ visible: false, required: true, disabled: false });
    expect(moduleConditionState(module, facts(30))).toEqual({ visible: true, required: true, disabled: false });
    expect(moduleConditionState(module, facts(70))).toEqual({ visible: true, required: false, disabled: true });
  });

  it('keeps the static behaviour where a condition is refused', () => {
    expect(moduleConditionState({ visibleOn: { method: ['x', 'trim'] } as never, requiredOn: { log: 1 } as never }, facts(30))).toEqual({
      visible: true,
      required: undefined,
      disabled: undefined,
    });
  });
});

describe('hasConditions', () => {
  it('finds a condition at any depth', () => {
    const leaf: Module = { id: 'a', component: 'inputItem', label: 'a', attrs: {}, isDefault: true };
    expect(hasConditions(leaf)).toBe(false);
    expect(anyConditions([{ ...leaf, children: [{ ...leaf, id: 'b', disabledOn: ADULT }] }])).toBe(true);
    expect(anyConditions([{ ...leaf, children: [leaf] }])).toBe(false);
  });
});
