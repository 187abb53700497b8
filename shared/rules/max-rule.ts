import { VALIDATION_MESSAGES } from '../messages/validation';
import { numericText } from './numeric-text';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';

/** `max`: a number not above `spec.value`; text that is not a number fails as a number. */
export const maxRule: RuleFn = (value, spec) => {
  const max = ruleArgs.number(spec);
  if (isEmptyValue(value) || max === undefined) return undefined;
  const number = numericText(toText(value));
  if (number === undefined) return VALIDATION_MESSAGES.number;
  return number > max ? VALIDATION_MESSAGES.max(max) : undefined;
};
