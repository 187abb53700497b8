import { parseIdCard } from '../identity/parse-id-card';
import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/**
 * `idCard`: a resident identity number of 15 or 18 digits with a valid birth date and check character.
 * A wrong length asks for the 18-digit number; anything else wrong is a format error.
 */
export const idCardRule: RuleFn = (value, _spec, context) => {
  if (isEmptyValue(value)) return undefined;
  const result = parseIdCard(toText(value), context.today);
  if (result.valid) return undefined;
  return result.reason === 'length' ? VALIDATION_MESSAGES.idCardLength : VALIDATION_MESSAGES.certificateFormat;
};
