/**
 * What a rule may know besides the value itself. Everything is optional: a rule that needs a piece
 * the caller did not give treats it as absent (no other field value, no premium yet).
 */
export interface RuleContext {
  /** Whether the field is an input or a picker, which decides 请输入 or 请选择 in the required text. */
  kind?: 'input' | 'select';
  /** The field's label, appended to 请输入 / 请选择. */
  label?: string;
  /** The form field's own required flag: validates as if a `required` rule came first. */
  required?: boolean;
  /** The form field's custom required text; a rule's own message still wins. */
  requiredMessage?: string;
  /** Values of the other fields of the same form, read by equalsTo and certificate. */
  values?: Readonly<Record<string, unknown>>;
  /** The order's total premium in integer fen, read by the AML rule. */
  totalPremiumFen?: number;
  /** Today as YYYY-MM-DD in China, for rules rejecting future dates; defaults to the real today. */
  today?: string;
}

/**
 * Reads another field's value from the context by name. Names may be paths such as
 * `policyHolder.certiType` or `insured[0].certiType`, because the runtime keeps forms nested.
 */
export function readContextValue(context: RuleContext, name: string): unknown {
  const values = context.values;
  if (!values) return undefined;
  if (Object.prototype.hasOwnProperty.call(values, name)) return values[name];
  const steps = name.replace(/\[(\d+)\]/g, '.$1').split('.');
  let current: unknown = values;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
