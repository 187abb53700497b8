import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `officialCard`: a military officer's card number, exactly 8 digits. */
export const officialCardRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return /^\d{8}$/.test(toText(value)) ? undefined : VALIDATION_MESSAGES.officialCard;
};
