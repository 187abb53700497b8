import type { RuleSpec } from '../../schema/template/rule-spec';
import {
  ADDRESS_MAX_LENGTH,
  AGE_INPUT_MAX_DIGITS,
  AGE_TEXT_MAX_LENGTH,
  LICENCE_PLATE_MAX_LENGTH,
  WORK_UNIT_MAX_LENGTH,
  WORK_UNIT_MIN_LENGTH,
} from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';

/** How a row takes its value: typed text, or a number typed into a number input. */
export type FieldControl = 'text' | 'number';

/** The limit spec section 5 puts on a field: the input's maximum length and the rules behind it. */
export interface FieldLimit {
  /** Characters (digits for a number input) the input accepts at most. */
  readonly maxLength: number;
  /** The shared catalogue's rules that refuse a value past the limit, with the buyer's words. */
  readonly rules: readonly RuleSpec[];
}

/** The field name a form key ends in: `address` for `address`, `person.address` or `policyHolder.address`. */
function fieldName(formKey: string): string {
  return (formKey.split('.').at(-1) ?? '').replace(/\[.*\]$/, '');
}

/**
 * The length limit of a field by its name, whatever a template configures (spec section 5): address
 * at most 25, work unit and work place 5 to 100, licence plate at most 7, an age number input at most
 * 2 digits and an age text at most 3. `label` names the field in the message. Undefined for fields
 * without one.
 */
export function fieldLimit(formKey: string | undefined, control: FieldControl, label: string): FieldLimit | undefined {
  const maxLen = (max: number, message: string): FieldLimit => ({ maxLength: max, rules: [{ rule: 'maxLen', value: max, message }] });
  switch (formKey === undefined ? '' : fieldName(formKey)) {
    case 'address':
      return control === 'text' ? maxLen(ADDRESS_MAX_LENGTH, VALIDATION_MESSAGES.fieldTooLong(label, ADDRESS_MAX_LENGTH)) : undefined;
    case 'workUnit':
    case 'workPlace':
      return control === 'text'
        ? {
          maxLength: WORK_UNIT_MAX_LENGTH,
          rules: [
            {
              rule: 'lenRange',
              value: [WORK_UNIT_MIN_LENGTH, WORK_UNIT_MAX_LENGTH],
              message: VALIDATION_MESSAGES.fieldLengthRange(label, WORK_UNIT_MIN_LENGTH, WORK_UNIT_MAX_LENGTH),
            },
          ],
        }
        : undefined;
    case 'licencePlate':
      return control === 'text' ? maxLen(LICENCE_PLATE_MAX_LENGTH, VALIDATION_MESSAGES.fieldTooLong(label, LICENCE_PLATE_MAX_LENGTH)) : undefined;
    case 'age':
      return control === 'number'
        ? maxLen(AGE_INPUT_MAX_DIGITS, VALIDATION_MESSAGES.ageDigits(AGE_INPUT_MAX_DIGITS))
        : maxLen(AGE_TEXT_MAX_LENGTH, VALIDATION_MESSAGES.fieldTooLong(label, AGE_TEXT_MAX_LENGTH));
    default:
      return undefined;
  }
}

/** An input's maximum length: the template's, never beyond the field's limit. */
export function limitedMaxLength(configured: number | undefined, limit: FieldLimit | undefined): number | undefined {
  if (!limit) return configured;
  return configured === undefined ? limit.maxLength : Math.min(configured, limit.maxLength);
}
