import { VALIDATION_MESSAGES } from '../messages/validation';
import { numericText } from './numeric-text';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';

/** `min`: a number not below `spec.value`; text that is not a number fails as a number. */
export const minRule: RuleFn = (value, spec) => {
  const min = ruleArgs.number(spec);
  if (isEmptyValue(value) || min === undefined) return undefined;
  const number = numericText(toText(value));
  if (number === undefined) return VALIDATION_MESSAGES.number;
  return number < min ? VALIDATION_MESSAGES.min(min) : undefined;
};
