import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `zh`: Chinese characters only. */
export const zhRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return /^\p{Script=Han}+$/u.test(toText(value)) ? undefined : VALIDATION_MESSAGES.zh;
};
