import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';
import { textLength } from './text-length';

/** `lenRange`: between `spec.value[0]` and `spec.value[1]` characters inclusive (work unit: 5 to 100). */
export const lenRangeRule: RuleFn = (value, spec) => {
  const range = ruleArgs.range(spec);
  if (isEmptyValue(value) || range === undefined) return undefined;
  const [min, max] = range;
  const length = textLength(toText(value));
  return length < min || length > max ? VALIDATION_MESSAGES.lenRange(min, max) : undefined;
};
