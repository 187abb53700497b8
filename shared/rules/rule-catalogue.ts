import { RULE_NAMES } from '../../schema/template/rule-names';
import type { RuleName, RuleSpec } from '../../schema/template/rule-spec';
import { amlRule } from './aml-rule';
import { certificateRule } from './certificate-rule';
import { dateRule } from './date-rule';
import { emailRule } from './email-rule';
import { equalsToRule } from './equals-to-rule';
import { formNameRule } from './form-name-rule';
import { idCardRule } from './id-card-rule';
import { intRule } from './int-rule';
import { lenRangeRule } from './len-range-rule';
import { maxLenRule } from './max-len-rule';
import { maxRule } from './max-rule';
import { minLenRule } from './min-len-rule';
import { minRule } from './min-rule';
import { mustTrueRule } from './must-true-rule';
import { nameRule } from './name-rule';
import { numberRule } from './number-rule';
import { officialCardRule } from './official-card-rule';
import { passportCardRule } from './passport-card-rule';
import { patternRule } from './pattern-rule';
import { phoneRule } from './phone-rule';
import { ratioRule } from './ratio-rule';
import { requiredRule } from './required-rule';
import type { RuleContext } from './rule-context';
import type { RuleFn } from './rule-fn';
import { smsCodeRule } from './sms-code-rule';
import { zhRule } from './zh-rule';

/** Each rule with its default texts; the catalogue below lets a template's message replace them. */
const RULES_WITH_DEFAULT_MESSAGES: Record<RuleName, RuleFn> = {
  required: requiredRule,
  equalsTo: equalsToRule,
  phone: phoneRule,
  number: numberRule,
  int: intRule,
  min: minRule,
  max: maxRule,
  maxLen: maxLenRule,
  minLen: minLenRule,
  lenRange: lenRangeRule,
  pattern: patternRule,
  idCard: idCardRule,
  officialCard: officialCardRule,
  passportCard: passportCardRule,
  name: nameRule,
  formName: formNameRule,
  email: emailRule,
  date: dateRule,
  zh: zhRule,
  mustTrue: mustTrueRule,
  aml: amlRule,
  certificate: certificateRule,
  ratio: ratioRule,
  smsCode: smsCodeRule,
};

function withCustomMessage(rule: RuleFn): RuleFn {
  return (value, spec, context) => {
    const error = rule(value, spec, context);
    if (error === undefined) return undefined;
    return spec.message?.trim() ? spec.message : error;
  };
}

/**
 * Every rule a template may name (spec section 5), keyed by its name. A rule returns the Chinese
 * error a buyer sees, the template's `message` replacing the default, or undefined when it passes.
 */
export const RULE_CATALOGUE: Readonly<Record<RuleName, RuleFn>> = Object.fromEntries(
  RULE_NAMES.map((name) => [name, withCustomMessage(RULES_WITH_DEFAULT_MESSAGES[name])]),
) as Record<RuleName, RuleFn>;

const REQUIRED: RuleSpec = { rule: 'required' };

/**
 * Runs a field's rules in order on its value and returns the first error, or undefined when all
 * pass. A field flagged `required` in the context is checked as if a `required` rule came first.
 */
export function validateField(
  value: unknown,
  specs: readonly RuleSpec[],
  context: RuleContext = {},
): string | undefined {
  const needsRequired = context.required === true && !specs.some((spec) => spec.rule === 'required');
  const all = needsRequired ? [REQUIRED, ...specs] : specs;
  for (const spec of all) {
    const error = RULE_CATALOGUE[spec.rule](value, spec, context);
    if (error !== undefined) return error;
  }
  return undefined;
}
