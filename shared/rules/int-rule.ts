import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `int`: a whole number, optionally negative (bounds belong to min and max). */
export const intRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return /^-?\d+$/.test(toText(value)) ? undefined : VALIDATION_MESSAGES.int;
};
