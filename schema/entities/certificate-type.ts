import { StringEnum } from '../string-enum';

/** Certificate types of spec section 9: I ID card, P passport, M military officer, SUCC credit code. */
export const CERTIFICATE_TYPE_VALUES = ['I', 'P', 'M', 'SUCC'] as const;

/** Certificate numbers default to this maximum length; SUCC is limited to CERTIFICATE_SUCC_MAX_LENGTH. */
export const CERTIFICATE_DEFAULT_MAX_LENGTH = 100;
export const CERTIFICATE_SUCC_MAX_LENGTH = 18;

/** Stored certificate validity end of a long-term certificate, shown as 长期. */
export const LONG_TERM_CERTIFICATE_VALUE = '9999-12-31';

/** The operator-facing description of a certificate type enum. */
export const CERTIFICATE_TYPE_DESCRIPTION = `I 身份证，P 护照，M 军官证，SUCC 统一社会信用代码（最长 ${CERTIFICATE_SUCC_MAX_LENGTH} 位）`;

/** A certificate type; the number rule depends on it. */
export function CertTypeSchema() {
  return StringEnum(CERTIFICATE_TYPE_VALUES, {
    title: '证件类型',
    description: CERTIFICATE_TYPE_DESCRIPTION,
  });
}
