import type { FormItemProps } from 'antd-mobile';
import type { RuleSpec } from '../../schema/template/rule-spec';
import { AML_TOTAL_PREMIUM_THRESHOLD_FEN, CERTIFICATE_CHECK_DEBOUNCE_MS } from '../../shared/constants';
import { fieldLimit } from '../../shared/rules/field-limits';
import type { Module } from '../../schema/template/module';
import { usePage } from '../template/page-context';
import { useFieldPath, type NamePath } from '../template/form-scope';
import { useRowConditions } from '../conditions/module-condition-context';
import { useRowControl } from './row-control';
import { rowError } from './row-rules';

/** The attrs every form row shares (catalogue `fieldAttrs`). */
export interface RowAttrs {
  readonly required?: boolean | undefined;
  readonly requiredMessage?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly hidden?: boolean | undefined;
  readonly validateImmediately?: boolean | undefined;
  readonly rules?: readonly RuleSpec[] | undefined;
}

/** How a row binds into the page form. */
export interface FormRow {
  readonly name: (string | number)[];
  /** The row's own form (policyHolder, insured[0]...), whose other values rules may read. */
  readonly scope: NamePath;
  readonly hidden: boolean;
  readonly disabled: boolean;
  readonly required: boolean;
  readonly itemProps: Pick<FormItemProps, 'name' | 'rules' | 'validateTrigger' | 'required' | 'label' | 'hidden'> & {
    /** Milliseconds of quiet typing before a change is validated (rc-field-form's Field prop, passed through). */
    readonly validateDebounce?: number;
  };
}

/** Rules that check a certificate number, debounced as the buyer types (spec section 9). */
const CERTIFICATE_RULES: ReadonlySet<string> = new Set(['certificate', 'idCard', 'passportCard', 'officialCard']);

/**
 * Binds a row into the page's form: its name path under the enclosing FormScope, its validator
 * from the shared rule catalogue, run on change only when validate-immediately is set (else when the
 * page validates on submit; a change then clears the row's error), hidden, locked and checked (the
 * holder's minimum age) as its person module says, required and disabled as its conditions say where
 * it has them.
 */
export function useFormRow(module: Module, attrs: RowAttrs, kind: 'input' | 'select'): FormRow {
  const { form } = usePage();
  const control = useRowControl();
  const name = [...useFieldPath(module.formKey)];
  const scope = useFieldPath(undefined);
  const key = module.formKey ?? '';
  const hidden = attrs.hidden === true || control.hidden.has(key);
  const aml = control.aml.has(key);
  // A module's requiredOn / disabledOn, where it has them, decide over the static flags.
  const conditions = useRowConditions(module.id);
  const required = conditions?.required ?? attrs.required === true;
  // Spec section 5 limits some fields by name (address, work unit...), whatever the template says.
  const limit = fieldLimit(module.formKey, module.component === 'numberInput' ? 'number' : 'text', module.label);
  const specs = limit ? [...(attrs.rules ?? []), ...limit.rules] : attrs.rules;
  const rules: FormItemProps['rules'] = hidden
    ? []
    : [
      {
        // Without validate-immediately the rule runs only when the page validates: 'onSubmit' is
        // never fired as a change trigger, so typing runs no rule and just clears a shown error.
        validateTrigger: attrs.validateImmediately ? 'onChange' : 'onSubmit',
        validator: async (_rule, value) => {
          const stored = (scope.length > 0 ? form.getFieldValue(scope as (string | number)[]) : form.getFieldsValue(true)) as unknown;
          const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
          const error =
            rowError(value, {
              rules: specs,
              required,
              requiredMessage: attrs.requiredMessage,
              label: module.label,
              kind,
              values,
              aml,
              totalPremiumFen: control.totalPremiumFen,
            }) ?? control.check?.(key, value, values);
          if (error) throw new Error(error);
        },
      },
    ];
  return {
    name,
    scope,
    hidden,
    required,
    disabled: (conditions?.disabled ?? attrs.disabled === true) || control.locked.has(key),
    itemProps: {
      name,
      rules,
      hidden,
      label: module.label,
      required: required || (aml && (control.totalPremiumFen ?? 0) >= AML_TOTAL_PREMIUM_THRESHOLD_FEN),
      validateTrigger: 'onChange',
      // A certificate number checked as it is typed waits for the buyer to pause (spec: 500 ms), so a
      // half-typed number is not flagged at every key.
      ...(attrs.validateImmediately && specs?.some((spec) => CERTIFICATE_RULES.has(spec.rule)) ? { validateDebounce: CERTIFICATE_CHECK_DEBOUNCE_MS } : {}),
    },
  };
}
