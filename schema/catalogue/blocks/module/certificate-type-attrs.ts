import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';

/** Certificate types of spec section 9 (mirrors CERTIFICATE_TYPES of shared/constants.ts). */
export const CERTIFICATE_TYPE_VALUES = ['I', 'P', 'M', 'SUCC'] as const;

/** The certificate types a person form offers; the first is preselected. */
export const AllowedCertTypesSchema = Type.Array(
  StringEnum(CERTIFICATE_TYPE_VALUES, {
    title: '证件类型',
    description: 'I 身份证，P 护照，M 军官证，SUCC 统一社会信用代码（最长 18 位）',
  }),
  { title: '可选证件类型', minItems: 1, maxItems: 4 },
);
