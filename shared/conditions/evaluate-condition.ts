import jsonLogic from 'json-logic-js';
import type { ConditionFacts } from './condition-facts';
import { isSafeCondition } from './is-safe-condition';

/** Operands ordering can use: a value a buyer gave, not a missing one. */
function known(values: readonly unknown[]): boolean {
  return values.every((value) => value !== null && value !== undefined && value !== '');
}

// Plain JSON Logic orders null as 0, so "age < 18" would hold before any birthday is given. Here an
// ordering with a missing operand is false, whichever way it points; the rest is standard JSON Logic.
jsonLogic.add_operation('<', (a: unknown, b: unknown, c?: unknown) => known(c === undefined ? [a, b] : [a, b, c]) && (a as number) < (b as number) && (c === undefined || (b as number) < (c as number)));
jsonLogic.add_operation('<=', (a: unknown, b: unknown, c?: unknown) => known(c === undefined ? [a, b] : [a, b, c]) && (a as number) <= (b as number) && (c === undefined || (b as number) <= (c as number)));
jsonLogic.add_operation('>', (a: unknown, b: unknown) => known([a, b]) && (a as number) > (b as number));
jsonLogic.add_operation('>=', (a: unknown, b: unknown) => known([a, b]) && (a as number) >= (b as number));

/**
 * Evaluates a condition on the facts with json-logic-js (an interpreter: no eval, so it runs under the
 * buyer app's CSP). Undefined for a condition outside the allowed subset, which is never run: the
 * caller then keeps the module's static behaviour.
 */
export function evaluateCondition(logic: unknown, facts: ConditionFacts): boolean | undefined {
  if (typeof logic !== 'object' || logic === null || Array.isArray(logic) || !isSafeCondition(logic)) return undefined;
  return jsonLogic.truthy(jsonLogic.apply(logic as Parameters<typeof jsonLogic.apply>[0], facts));
}
