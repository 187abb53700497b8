import { assertNever } from '../assert-never';
import {
  CERTIFICATE_DEFAULT_MAX_LENGTH,
  CERTIFICATE_SUCC_MAX_LENGTH,
  CERTIFICATE_TYPES,
} from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { idCardRule } from './id-card-rule';
import { officialCardRule } from './official-card-rule';
import { passportCardRule } from './passport-card-rule';
import { readContextValue } from './rule-context';
import type { RuleFn } from './rule-fn';
import { ruleArgs } from './rule-args';
import { isEmptyValue, toText } from './rule-value';
import { textLength } from './text-length';

/** The field holding the certificate type when the rule names none. */
export const DEFAULT_CERTIFICATE_TYPE_FIELD = 'certiType';

type CertificateType = (typeof CERTIFICATE_TYPES)[number];

function isCertificateType(type: string): type is CertificateType {
  return (CERTIFICATE_TYPES as readonly string[]).includes(type);
}

function maxLength(text: string, max: number): string | undefined {
  return textLength(text) > max ? VALIDATION_MESSAGES.certificateMaxLen(max) : undefined;
}

/**
 * `certificate`: checks a certificate number by the type chosen in another field (`spec.value`,
 * default `certiType`): I an ID card, P a passport, M an officer's card, SUCC at most 18 characters,
 * any other type at most 100.
 */
export const certificateRule: RuleFn = (value, spec, context) => {
  if (isEmptyValue(value)) return undefined;
  const typeField = ruleArgs.string(spec) ?? DEFAULT_CERTIFICATE_TYPE_FIELD;
  const type = toText(readContextValue(context, typeField));
  const text = toText(value);
  if (!isCertificateType(type)) return maxLength(text, CERTIFICATE_DEFAULT_MAX_LENGTH);
  switch (type) {
    case 'I':
      return idCardRule(value, spec, context);
    case 'P':
      return passportCardRule(value, spec, context);
    case 'M':
      return officialCardRule(value, spec, context);
    case 'SUCC':
      return maxLength(text, CERTIFICATE_SUCC_MAX_LENGTH);
    default:
      return assertNever(type, 'certificate type');
  }
};
