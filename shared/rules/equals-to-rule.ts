import { VALIDATION_MESSAGES } from '../messages/validation';
import { readContextValue } from './rule-context';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';

/** `equalsTo`: the value must equal, after trimming, the value of the field named in `spec.value`. */
export const equalsToRule: RuleFn = (value, spec, context) => {
  const other = ruleArgs.string(spec);
  if (isEmptyValue(value) || other === undefined) return undefined;
  return toText(value) === toText(readContextValue(context, other)) ? undefined : VALIDATION_MESSAGES.equalsTo;
};
