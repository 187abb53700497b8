import type { RuleSpec } from '../../schema/template/rule-spec';
import { validateField } from '../../shared/rules/rule-catalogue';

/** What a form row knows when it validates, besides its value. */
export interface RowRuleInput {
  readonly rules?: readonly RuleSpec[] | undefined;
  readonly required?: boolean | undefined;
  readonly requiredMessage?: string | undefined;
  readonly label: string;
  readonly kind: 'input' | 'select';
  /** The values of the row's own form (policyHolder, insured[0]...), so `certiType` is found by name. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Whether anti-money-laundering applies to this row (holder fields named by the module). */
  readonly aml?: boolean | undefined;
  readonly totalPremiumFen?: number | undefined;
}

/**
 * The error of one row, or undefined when it passes: the template's rules from the shared catalogue,
 * plus the AML rule when the person module marks the row as an AML field.
 */
export function rowError(value: unknown, input: RowRuleInput): string | undefined {
  const specs: RuleSpec[] = [...(input.rules ?? [])];
  if (input.aml && !specs.some((spec) => spec.rule === 'aml')) specs.unshift({ rule: 'aml' });
  return validateField(value, specs, {
    required: input.required,
    label: input.label,
    kind: input.kind,
    values: input.values,
    ...(input.requiredMessage ? { requiredMessage: input.requiredMessage } : {}),
    ...(input.totalPremiumFen !== undefined ? { totalPremiumFen: input.totalPremiumFen } : {}),
  });
}
