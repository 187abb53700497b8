import { CONDITION_KEYS } from '../../schema/template/condition-operators';
import type { Module } from '../../schema/template/module';

/** Whether a module has any condition of its own (`visibleOn`, `requiredOn`, `disabledOn`). */
export function hasConditions(module: Pick<Module, 'visibleOn' | 'requiredOn' | 'disabledOn'>): boolean {
  return CONDITION_KEYS.some((key) => module[key] !== undefined);
}

/** Whether any of these modules, at any depth, has a condition: a page without one never loads the evaluator. */
export function anyConditions(modules: readonly Module[]): boolean {
  return modules.some((module) => hasConditions(module) || (module.children !== undefined && anyConditions(module.children)));
}
