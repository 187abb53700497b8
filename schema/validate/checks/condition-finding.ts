/**
 * What can be wrong with a module's conditions (`visibleOn`, `requiredOn`, `disabledOn`), one code per
 * kind of mistake, so a rule catalogue can give each an id, a severity and its own wording.
 */
export const CONDITION_FINDING_CODES = [
  /** Not a JSON Logic object with exactly one operator (an array, several keys, an empty object). */
  'conditionShape',
  /** An operator outside the allowed subset (`CONDITION_OPERATORS`). */
  'conditionUnknownOperator',
  /** An operator given the wrong number of arguments. */
  'conditionArity',
  /** A variable the template does not offer (`conditionVariables`). */
  'conditionUnknownVariable',
  /** Two sides of a comparison, or a list and its item, of different types (age compared with text). */
  'conditionTypeMismatch',
  /** A value a variable with fixed options never takes (gender `X`). */
  'conditionUnknownValue',
  /** A group member, a negation's result or a whole condition that is a value, not a yes/no. */
  'conditionNotBoolean',
  /** `requiredOn` / `disabledOn` on a module that is not a form row. */
  'conditionFieldOnly',
  /** `visibleOn` on a field or person module every order needs (the server refuses an order without it). */
  'conditionHidesOrderField',
] as const;

export type ConditionFindingCode = (typeof CONDITION_FINDING_CODES)[number];

/** One mistake in a condition: its kind, where (a JSON Pointer into the template) and the details its message names. */
export interface ConditionFinding {
  readonly code: ConditionFindingCode;
  readonly path: string;
  readonly params: Readonly<Record<string, string | number>>;
}
