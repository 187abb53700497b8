import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';
import type { BilingualTexts } from '../../catalogue-locale';

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
  titleEn: 'Fields',
  description:
    'name 姓名，certiType 证件类型，certiNo 证件号，gender 性别，birthday 出生日期，phone 手机，email 邮箱，' +
    'occupation 职业，area 地区，address 地址，certValidatePeriod 证件有效期，personalAnnualIncome 年收入，holderRelation 与投保人关系',
  descriptionEn:
    'name name; certiType ID type; certiNo ID number; gender gender; birthday birth date; phone mobile; email email; ' +
    'occupation occupation; area region; address address; certValidatePeriod ID validity; personalAnnualIncome annual income; holderRelation relation to the policyholder',
});

/** A list of person fields, e.g. the rows a confirmation block shows. */
export function personFieldList(texts: BilingualTexts) {
  return Type.Array(PersonFieldNameSchema, { ...texts });
}
