import { AML_TOTAL_PREMIUM_THRESHOLD_FEN } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue } from './rule-value';

/**
 * `aml`: under anti-money-laundering rules the field (annual income, address, occupation, region)
 * is required once the order's total premium reaches the threshold; below it the rule never fails.
 */
export const amlRule: RuleFn = (value, _spec, context) => {
  if (!isEmptyValue(value)) return undefined;
  const premium = context.totalPremiumFen ?? 0;
  return premium >= AML_TOTAL_PREMIUM_THRESHOLD_FEN ? VALIDATION_MESSAGES.amlRequired(context.label) : undefined;
};
