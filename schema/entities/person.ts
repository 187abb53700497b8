import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { CERTIFICATE_DEFAULT_MAX_LENGTH, CertTypeSchema, LONG_TERM_CERTIFICATE_VALUE } from './certificate-type';
import { BirthdayString, DateString, MASKED_DATE } from './field-types';
import { OccupationCategorySchema } from './occupation-node';

export const GENDERS = ['M', 'F'] as const;

/**
 * A natural person as every party (holder, insured, beneficiary, agent) carries it. All fields are
 * optional because trial elements and partial forms hold only some of them; empty form values are
 * left out rather than sent as empty strings, so patterns and enums stay meaningful.
 */
export const PersonSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ title: '姓名' })),
    certType: Type.Optional(CertTypeSchema()),
    certNo: Type.Optional(Type.String({ title: '证件号码', maxLength: CERTIFICATE_DEFAULT_MAX_LENGTH })),
    certValidatePeriod: Type.Optional(DateString({ title: '证件有效期止', description: `${LONG_TERM_CERTIFICATE_VALUE} 表示长期` })),
    birthday: Type.Optional(BirthdayString({ title: '出生日期', description: `详情查询返回脱敏值 ${MASKED_DATE}` })),
    gender: Type.Optional(StringEnum(GENDERS, { title: '性别', description: 'M 男，F 女' })),
    age: Type.Optional(Type.Integer({ minimum: 0, title: '年龄', description: '周岁' })),
    phone: Type.Optional(Type.String({ title: '手机号', description: '11 位大陆手机号；详情查询可能返回脱敏值' })),
    email: Type.Optional(Type.String({ title: '电子邮箱' })),
    nationality: Type.Optional(Type.String({ title: '国籍', description: '国家字典编码' })),
    occupation: Type.Optional(Type.String({ title: '职业编码', description: '职业树第三级编码' })),
    occupationName: Type.Optional(Type.String({ title: '职业名称' })),
    occupationCategory: Type.Optional(OccupationCategorySchema()),
    area: Type.Optional(
      Type.Array(Type.String(), { maxItems: 3, title: '所在地区', description: '省、市、区编码，依次排列' }),
    ),
    address: Type.Optional(Type.String({ title: '详细地址' })),
    personalAnnualIncome: Type.Optional(
      Type.Number({ minimum: 0, title: '个人年收入', description: '单位：元，最多两位小数（用户填写值）' }),
    ),
    workUnit: Type.Optional(Type.String({ title: '工作单位' })),
    workPlace: Type.Optional(Type.String({ title: '工作地点' })),
  },
  { $id: 'Person', title: '自然人' },
);

export type Person = Static<typeof PersonSchema>;
