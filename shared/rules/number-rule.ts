import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** Digits, optionally with a decimal part of one or two digits (amounts in yuan, incomes). */
export const DECIMAL_NUMBER_PATTERN = /^\d+(\.\d{1,2})?$/;

/** `number`: a non-negative number with at most two decimals. */
export const numberRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return DECIMAL_NUMBER_PATTERN.test(toText(value)) ? undefined : VALIDATION_MESSAGES.number;
};
