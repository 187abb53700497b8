/**
 * The JSON Logic operators a condition may use, and nothing else: no arithmetic, no string building,
 * no `method` (which would call functions on the data) and no `log`. Conditions are checked against
 * this list when a template is validated and again before one is evaluated. This file imports nothing,
 * so the buyer app can use it without bundling the schema library.
 */
export const CONDITION_OPERATORS = ['and', 'or', '!', '!!', '==', '!=', '<', '<=', '>', '>=', 'in'] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators comparing two operands for (in)equality. */
export const EQUALITY_OPERATORS = ['==', '!='] as const;

/** Operators ordering operands (numbers, or strings such as `YYYY-MM-DD` dates); `<` and `<=` also take three (between). */
export const ORDER_OPERATORS = ['<', '<=', '>', '>='] as const;

/** True for an operator of the allowed subset. */
export function isConditionOperator(name: string): name is ConditionOperator {
  return (CONDITION_OPERATORS as readonly string[]).includes(name);
}

/** The module properties holding conditions, in the order the editor shows them. */
export const CONDITION_KEYS = ['visibleOn', 'requiredOn', 'disabledOn'] as const;

export type ConditionKey = (typeof CONDITION_KEYS)[number];

/** A literal value a condition compares with. */
export type ConditionLiteral = string | number | boolean | null;

/** A variable name: dot-separated identifiers (`insured.age`, `holder.gender`). */
export const CONDITION_VARIABLE_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

/** True for a well-formed variable name none of whose parts reaches an object's prototype. */
export function isSafeVariableName(name: string): boolean {
  return CONDITION_VARIABLE_PATTERN.test(name) && !name.split('.').some((part) => PROTOTYPE_KEYS.has(part));
}
