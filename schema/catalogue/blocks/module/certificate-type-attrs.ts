import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';
import { CERTIFICATE_SUCC_MAX_LENGTH, CERTIFICATE_TYPE_DESCRIPTION, CERTIFICATE_TYPE_VALUES } from '../../../entities/certificate-type';

/** CERTIFICATE_TYPE_DESCRIPTION in the editor's English interface (kept here: the buyer app never shows it). */
const CERTIFICATE_TYPE_DESCRIPTION_EN = `I resident ID card; P passport; M military officer ID; SUCC unified social credit code (up to ${CERTIFICATE_SUCC_MAX_LENGTH} characters)`;

/** The certificate types a person form offers; the first is preselected. */
export const AllowedCertTypesSchema = Type.Array(
  StringEnum(CERTIFICATE_TYPE_VALUES, {
    title: '证件类型',
    titleEn: 'ID type',
    description: CERTIFICATE_TYPE_DESCRIPTION,
    descriptionEn: CERTIFICATE_TYPE_DESCRIPTION_EN,
  }),
  { title: '可选证件类型', titleEn: 'ID types offered', minItems: 1, maxItems: CERTIFICATE_TYPE_VALUES.length },
);
