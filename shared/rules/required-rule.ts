import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue } from './rule-value';

/**
 * `required`: an empty value fails with the field's custom required text, else 请选择 / 请输入 plus
 * the label by the field's kind, else 必填 when the field has no label to name.
 */
export const requiredRule: RuleFn = (value, _spec, context) => {
  if (!isEmptyValue(value)) return undefined;
  if (context.requiredMessage) return context.requiredMessage;
  if (!context.label) return VALIDATION_MESSAGES.required;
  return context.kind === 'select'
    ? VALIDATION_MESSAGES.pleaseSelect(context.label)
    : VALIDATION_MESSAGES.pleaseInput(context.label);
};
