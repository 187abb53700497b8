import { Type, type Static } from '@sinclair/typebox';
import { CERTIFICATE_DEFAULT_MAX_LENGTH, CertTypeSchema } from './certificate-type';

/** A company party: a company policyholder (holderType 2) or a company beneficiary. */
export const CompanySchema = Type.Object(
  {
    companyName: Type.String({ minLength: 1, title: '单位名称' }),
    certType: Type.Optional(CertTypeSchema()),
    certNo: Type.Optional(Type.String({ title: '证件号码', description: '统一社会信用代码等', maxLength: CERTIFICATE_DEFAULT_MAX_LENGTH })),
    contactName: Type.Optional(Type.String({ title: '联系人' })),
    contactPhone: Type.Optional(Type.String({ title: '联系电话' })),
    area: Type.Optional(Type.Array(Type.String(), { maxItems: 3, title: '所在地区', description: '省、市、区编码' })),
    address: Type.Optional(Type.String({ title: '地址' })),
  },
  { $id: 'Company', title: '企业' },
);

export type Company = Static<typeof CompanySchema>;
