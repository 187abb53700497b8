import { SMS_CODE_LENGTH } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** `smsCode`: always required, exactly 6 digits. */
export const smsCodeRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return VALIDATION_MESSAGES.smsCodePlaceholder;
  return SMS_CODE_PATTERN.test(toText(value)) ? undefined : VALIDATION_MESSAGES.smsCodeFormat(SMS_CODE_LENGTH);
};
