import { CERTIFICATE_TYPE_VALUES } from '../../../../schema/entities/certificate-type';

type CertificateType = (typeof CERTIFICATE_TYPE_VALUES)[number];

/**
 * The certificate types the order schema accepts, with their names and whom they identify. Only
 * these: a type the schema does not know would make every order carrying it fail validation.
 */
export const CERTIFICATE_TYPES: readonly { readonly value: CertificateType; readonly label: string; readonly remark: string }[] = [
  { value: 'I', label: '身份证', remark: '个人' },
  { value: 'P', label: '护照', remark: '个人' },
  { value: 'M', label: '军官证', remark: '个人' },
  { value: 'SUCC', label: '统一社会信用代码', remark: '企业' },
];
