import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `passportCard`: a passport number, one letter (either case) followed by 8 digits. */
export const passportCardRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return /^[A-Za-z]\d{8}$/.test(toText(value)) ? undefined : VALIDATION_MESSAGES.passportCard;
};
