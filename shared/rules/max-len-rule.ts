import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';
import { textLength } from './text-length';

/** `maxLen`: at most `spec.value` characters, a Chinese character counting as one. */
export const maxLenRule: RuleFn = (value, spec) => {
  const max = ruleArgs.number(spec);
  if (isEmptyValue(value) || max === undefined) return undefined;
  return textLength(toText(value)) > max ? VALIDATION_MESSAGES.maxLen(max) : undefined;
};
