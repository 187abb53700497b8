import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';
import { CERTIFICATE_TYPE_DESCRIPTION, CERTIFICATE_TYPE_VALUES } from '../../../entities/certificate-type';

/** The certificate types a person form offers; the first is preselected. */
export const AllowedCertTypesSchema = Type.Array(
  StringEnum(CERTIFICATE_TYPE_VALUES, {
    title: '证件类型',
    description: CERTIFICATE_TYPE_DESCRIPTION,
  }),
  { title: '可选证件类型', minItems: 1, maxItems: CERTIFICATE_TYPE_VALUES.length },
);
