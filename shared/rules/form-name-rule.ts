import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';
import { textLength } from './text-length';

export const FORM_NAME_MIN_LENGTH = 2;
export const FORM_NAME_MAX_LENGTH = 30;

/**
 * `formName`: the name field's own check, 2 to 30 characters of any script, so a passport holder's
 * Latin name is accepted where the stricter `name` rule would refuse it.
 */
export const formNameRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  const length = textLength(toText(value));
  if (length < FORM_NAME_MIN_LENGTH || length > FORM_NAME_MAX_LENGTH) {
    return VALIDATION_MESSAGES.formNameLength(FORM_NAME_MIN_LENGTH, FORM_NAME_MAX_LENGTH);
  }
  return undefined;
};
