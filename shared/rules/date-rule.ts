import { parseCalendarDate } from '../dates/calendar-date';
import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** `date`: a real calendar date written YYYY-MM-DD. */
export const dateRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return parseCalendarDate(toText(value)) ? undefined : VALIDATION_MESSAGES.date;
};
