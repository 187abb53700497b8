import { createContext, useContext } from 'react';

/** What a module's conditions decided for its form row: required / disabled, undefined where it has no such condition. */
export interface RowConditionState {
  readonly moduleId: string;
  readonly required: boolean | undefined;
  readonly disabled: boolean | undefined;
}

/**
 * Set by the condition gate around a module with conditions. Kept apart from the gate (which carries
 * the evaluator) so every form row can read it without loading that.
 */
export const ModuleConditionContext = createContext<RowConditionState | undefined>(undefined);

/** The conditions' decision for this module's row; undefined when it has none (an ancestor's does not count). */
export function useRowConditions(moduleId: string): RowConditionState | undefined {
  const state = useContext(ModuleConditionContext);
  return state?.moduleId === moduleId ? state : undefined;
}
