import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';

/** Compiled template patterns, so a form re-validating on every keystroke compiles each only once. */
const compiled = new Map<string, RegExp | null>();

function compile(source: string): RegExp | null {
  let regex = compiled.get(source);
  if (regex === undefined) {
    try {
      regex = new RegExp(source);
    } catch {
      // A broken pattern is a template error the editor reports; it must not block the buyer.
      regex = null;
    }
    compiled.set(source, regex);
  }
  return regex;
}

/** `pattern`: the value must match the regular expression whose source is `spec.value`. */
export const patternRule: RuleFn = (value, spec) => {
  const source = ruleArgs.string(spec);
  if (isEmptyValue(value) || source === undefined) return undefined;
  const regex = compile(source);
  if (!regex) return undefined;
  return regex.test(toText(value)) ? undefined : VALIDATION_MESSAGES.pattern;
};
