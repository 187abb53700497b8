import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';
import { textLength } from './text-length';

/** `minLen`: at least `spec.value` characters, a Chinese character counting as one. */
export const minLenRule: RuleFn = (value, spec) => {
  const min = ruleArgs.number(spec);
  if (isEmptyValue(value) || min === undefined) return undefined;
  return textLength(toText(value)) < min ? VALIDATION_MESSAGES.minLen(min) : undefined;
};
