import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';

/** Field names of a person form (spec section 3, Holder and Insured form fields). */
export const PERSON_FIELD_NAMES = [
  'name',
  'certiType',
  'certiNo',
  'gender',
  'birthday',
  'phone',
  'email',
  'occupation',
  'area',
  'address',
  'certValidatePeriod',
  'personalAnnualIncome',
  'holderRelation',
] as const;

export const PersonFieldNameSchema = StringEnum(PERSON_FIELD_NAMES, {
  title: '字段',
  description:
    'name 姓名，certiType 证件类型，certiNo 证件号，gender 性别，birthday 出生日期，phone 手机，email 邮箱，' +
    'occupation 职业，area 地区，address 地址，certValidatePeriod 证件有效期，personalAnnualIncome 年收入，holderRelation 与投保人关系',
});

/** A list of person fields, e.g. the rows a confirmation block shows. */
export function personFieldList(title: string, description?: string) {
  return Type.Array(PersonFieldNameSchema, description === undefined ? { title } : { title, description });
}
