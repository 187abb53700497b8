import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';

/** A local part, @, and a domain of dot-separated labels ending in a letters-only top-level domain. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** `email`: an address such as name@example.com. */
export const emailRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  return EMAIL_PATTERN.test(toText(value)) ? undefined : VALIDATION_MESSAGES.email;
};
