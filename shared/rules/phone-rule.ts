import { PHONE_PATTERN } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `phone`: a mainland mobile number, 11 digits: 1, then 3 to 9, then 9 digits. */
export const phoneRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return PHONE_PATTERN.test(toText(value)) ? undefined : VALIDATION_MESSAGES.phone;
};
