import { VALIDATION_MESSAGES } from '../messages/validation';
import { parseIsoDate } from './calendar-date';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `date`: a real calendar date written YYYY-MM-DD. */
export const dateRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return parseIsoDate(toText(value)) ? undefined : VALIDATION_MESSAGES.date;
};
