import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { initialPlan, planTabTitle, valuesAfterPlanChange, visiblePlans } from './plan-choice';

const plan = (planId: string, salesname?: string): Plan => ({ planId, packages: [], ...(salesname ? { salesname } : {}) });
const plans = [plan('A', '基础版'), plan('B', '升级版'), plan('C')];

describe('visiblePlans', () => {
  it('shows every plan when none are named', () => {
    expect(visiblePlans(plans, undefined).map((p) => p.planId)).toEqual(['A', 'B', 'C']);
    expect(visiblePlans(plans, []).map((p) => p.planId)).toEqual(['A', 'B', 'C']);
  });

  it('keeps the named plans in the named order', () => {
    expect(visiblePlans(plans, ['C', 'A', 'X']).map((p) => p.planId)).toEqual(['C', 'A']);
  });

  it('falls back to every plan when no named plan exists', () => {
    expect(visiblePlans(plans, ['X'])).toHaveLength(3);
  });
});

describe('initialPlan', () => {
  it('selects the remembered plan, else the first', () => {
    expect(initialPlan(plans, [undefined, 'B'])?.planId).toBe('B');
    expect(initialPlan(plans, ['X'])?.planId).toBe('A');
    expect(initialPlan([], ['A'])).toBeUndefined();
  });
});

describe('planTabTitle', () => {
  it('uses the sales name first', () => {
    expect(planTabTitle(plans[0]!)).toBe('基础版');
    expect(planTabTitle(plans[2]!)).toBe('C');
  });
});

describe('valuesAfterPlanChange', () => {
  it('drops the trial elements only', () => {
    expect(valuesAfterPlanChange({ trailElement: [{}], policyHolder: { name: '张三' } })).toEqual({ policyHolder: { name: '张三' } });
  });
});
