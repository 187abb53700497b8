import { BENEFICIARY_RATIO_SUM } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `ratio`: a beneficiary's share as a whole percentage from 0 to 100. */
export const ratioRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  const text = toText(value);
  const valid = /^(0|[1-9]\d*)$/.test(text) && Number(text) <= BENEFICIARY_RATIO_SUM;
  return valid ? undefined : VALIDATION_MESSAGES.beneficiaryRatioFormat;
};
