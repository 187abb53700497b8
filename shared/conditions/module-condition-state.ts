import type { Module } from '../../schema/template/module';
import type { ConditionFacts } from './condition-facts';
import { evaluateCondition } from './evaluate-condition';

/** What a module's conditions decide now; `required` / `disabled` undefined where it has no such condition. */
export interface ModuleConditionState {
  readonly visible: boolean;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
}

/**
 * A module's conditions on the facts: shown unless `visibleOn` is false, required while `requiredOn`
 * holds, disabled while `disabledOn` holds. A condition the evaluator refuses decides nothing.
 */
export function moduleConditionState(module: Pick<Module, 'visibleOn' | 'requiredOn' | 'disabledOn'>, facts: ConditionFacts): ModuleConditionState {
  const visible = module.visibleOn === undefined ? true : (evaluateCondition(module.visibleOn, facts) ?? true);
  return {
    visible,
    required: module.requiredOn === undefined ? undefined : evaluateCondition(module.requiredOn, facts),
    disabled: module.disabledOn === undefined ? undefined : evaluateCondition(module.disabledOn, facts),
  };
}
