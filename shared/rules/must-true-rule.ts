import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { toText } from './rule-value';

/**
 * `mustTrue`: the box must be ticked (confirm receipt). Unlike other rules it also rejects an empty
 * value, since an untouched checkbox is as unticked as one set to false.
 */
export const mustTrueRule: RuleFn = (value) =>
  value === true || toText(value) === 'true' ? undefined : VALIDATION_MESSAGES.mustTrue;
