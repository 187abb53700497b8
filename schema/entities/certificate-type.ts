import { StringEnum } from '../string-enum';
import { CERTIFICATE_TYPE_VALUES, CERTIFICATE_SUCC_MAX_LENGTH } from './limits';
export { CERTIFICATE_TYPE_VALUES, CERTIFICATE_DEFAULT_MAX_LENGTH, CERTIFICATE_SUCC_MAX_LENGTH, LONG_TERM_CERTIFICATE_VALUE } from './limits';

/** The operator-facing description of a certificate type enum. */
export const CERTIFICATE_TYPE_DESCRIPTION = `I 身份证，P 护照，M 军官证，SUCC 统一社会信用代码（最长 ${CERTIFICATE_SUCC_MAX_LENGTH} 位）`;

/** A certificate type; the number rule depends on it. */
export function CertTypeSchema() {
  return StringEnum(CERTIFICATE_TYPE_VALUES, {
    title: '证件类型',
    description: CERTIFICATE_TYPE_DESCRIPTION,
  });
}
