import { describe, expect, it } from 'vitest';
import type { ConditionLogic } from '../../../schema/template/condition-logic';
import { findModule } from '../tree/find-module';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { setModuleCondition } from './set-module-condition';

const base = healthFixture();
const ADULT: ConditionLogic = { '>=': [{ var: 'insured.age' }, 18] };
const ageAtLeast = (age: number | string): ConditionLogic => ({ '>=': [{ var: 'insured.age' }, age] });

describe('setModuleCondition', () => {
  it('sets a condition the validator accepts, replaces it and removes it, one undo step each', () => {
    const set = setModuleCondition(base, { moduleId: 'trial-insured-social-security', key: 'visibleOn', condition: ADULT });
    expect(findModule(set, 'trial-insured-social-security')?.module.visibleOn).toEqual(ADULT);
    // Nothing beyond what the fixture already has.
    expect(templateProblems(set)).toEqual(templateProblems(base));
    const history = replay(base, [
      { type: 'setModuleCondition', moduleId: 'trial-insured-social-security', key: 'requiredOn', condition: ADULT },
      { type: 'setModuleCondition', moduleId: 'trial-insured-social-security', key: 'requiredOn', condition: { '<': [{ var: 'insured.age' }, 60] } as ConditionLogic },
      { type: 'setModuleCondition', moduleId: 'trial-insured-social-security', key: 'requiredOn' },
    ]);
    expect(findModule(history.present, 'trial-insured-social-security')?.module).not.toHaveProperty('requiredOn');
    expect(history.past).toHaveLength(3);
    const undone = replay(base, [
      { type: 'setModuleCondition', moduleId: 'trial-insured-social-security', key: 'requiredOn', condition: ADULT },
      { type: 'setModuleCondition', moduleId: 'trial-insured-social-security', key: 'requiredOn' },
      { type: 'undo' },
    ]);
    expect(findModule(undone.present, 'trial-insured-social-security')?.module.requiredOn).toEqual(ADULT);
  });

  it('keeps a condition the validator refuses, so the operator sees where it is wrong', () => {
    const set = setModuleCondition(base, { moduleId: 'trial-insured-social-security', key: 'visibleOn', condition: ageAtLeast('18') });
    const added = templateProblems(set).filter((problem) => !templateProblems(base).some((known) => known.path === problem.path));
    expect(added.map((problem) => problem.message)).toEqual(['类型不匹配：insured.age（数字）不能与文本比较（运算符「>=」）']);
  });

  it('records nothing when the condition is unchanged or already absent', () => {
    expect(setModuleCondition(base, { moduleId: 'trial-faq', key: 'visibleOn' })).toBe(base);
    const set = setModuleCondition(base, { moduleId: 'trial-faq', key: 'visibleOn', condition: ADULT });
    expect(setModuleCondition(set, { moduleId: 'trial-faq', key: 'visibleOn', condition: ageAtLeast(18) })).toBe(set);
  });
});
