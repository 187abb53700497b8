import type { ConditionLiteral } from '../../../schema/template/condition-operators';
import type { ConditionVariable } from '../../../schema/template/condition-variables';
import type { BuilderOperator, ConditionRule } from './condition-tree';

const PRESENCE: readonly BuilderOperator[] = ['filled', 'empty'];

/** The operators that make sense for a variable: ordering for numbers, lists for texts, presence for all. */
export function operatorsFor(variable: ConditionVariable | undefined): readonly BuilderOperator[] {
  switch (variable?.type) {
    case 'number':
      return ['==', '!=', '<', '<=', '>', '>=', ...PRESENCE];
    case 'boolean':
      return ['==', '!=', ...PRESENCE];
    default:
      return ['==', '!=', 'in', 'notIn', ...PRESENCE];
  }
}

/** Whether an operator takes a list of values (`in`, `notIn`), one value, or none. */
export function valueArity(operator: BuilderOperator): 'list' | 'one' | 'none' {
  if (operator === 'in' || operator === 'notIn') return 'list';
  return operator === 'filled' || operator === 'empty' ? 'none' : 'one';
}

/** A value of the variable's type to start a row with: the first option, yes, 0 or empty text. */
export function startingValue(variable: ConditionVariable | undefined, operator: BuilderOperator): ConditionRule['value'] {
  const arity = valueArity(operator);
  if (arity === 'none') return null;
  const one: ConditionLiteral = variable?.type === 'number' ? 0 : variable?.type === 'boolean' ? true : (variable?.options?.[0] ?? '');
  return arity === 'list' ? (variable?.options ? [one] : []) : one;
}

/**
 * The row after a different variable is chosen: the operator kept where the new variable takes it,
 * else its first one; the value kept where it still fits the type, else a starting value.
 */
export function withVariable(rule: ConditionRule, variable: ConditionVariable | undefined, name: string): ConditionRule {
  const operators = operatorsFor(variable);
  const operator = operators.includes(rule.operator) ? rule.operator : operators[0]!;
  const fits = (value: ConditionLiteral) => typeof value === (variable?.type ?? 'string') && (!variable?.options || variable.options.includes(String(value)));
  const value = rule.value;
  const kept = valueArity(operator) === 'list' ? Array.isArray(value) && value.every(fits) : !Array.isArray(value) && value !== null && fits(value as ConditionLiteral);
  return { kind: 'rule', variable: name, operator, value: kept && valueArity(operator) !== 'none' ? value : startingValue(variable, operator) };
}

/** The row after a different operator is chosen: a single value becomes a list of one and back. */
export function withOperator(rule: ConditionRule, variable: ConditionVariable | undefined, operator: BuilderOperator): ConditionRule {
  const arity = valueArity(operator);
  if (arity === valueArity(rule.operator)) return { ...rule, operator };
  if (arity === 'list' && !Array.isArray(rule.value) && rule.value !== null) return { ...rule, operator, value: [rule.value as ConditionLiteral] };
  if (arity === 'one' && Array.isArray(rule.value) && rule.value.length > 0) return { ...rule, operator, value: rule.value[0] as ConditionLiteral };
  return { ...rule, operator, value: startingValue(variable, operator) };
}
