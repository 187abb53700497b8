import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';
import { CUSTOMER_TYPES, DEFAULT_CUSTOMER_TYPE } from '../../../entities/customer-type';
import { DEFAULT_HOLDER_MIN_AGE } from '../../../entities/limits';
import { OccupationCategoriesSchema } from '../form/occupation-category-attrs';
import { AllowedCertTypesSchema } from './certificate-type-attrs';

/** Fields that become required when the total premium reaches 200000 yuan (anti-money-laundering). */
const AML_FIELD_NAMES = ['address', 'personalAnnualIncome', 'occupation', 'area'] as const;

export const policyHolderModule = defineBlock({
  component: 'policyHolderModule',
  title: '投保人信息',
  titleEn: 'Policyholder',
  description:
    '投保人表单（policyHolder）：姓名、证件、性别、生日、手机、邮箱、职业、地区、地址、证件有效期；身份证自动带出生日与性别，总保费满 20 万时反洗钱字段必填',
  descriptionEn:
    'The policyholder form (policyHolder): name, ID, gender, birthday, mobile, email, occupation, region, address, ID validity; a resident ID card fills in birthday and gender, and anti-money-laundering fields become required from a total premium of 200,000',
  category: 'module',
  icon: 'UserOutlined',
  binds: 'policyHolder',
  defaultFormKey: 'policyHolder',
  children: { categories: ['form'] },
  attrs: Type.Object({
    customerType: Type.Optional(StringEnum(CUSTOMER_TYPES, {
      title: '投保人类型',
      titleEn: 'Policyholder type',
      description: 'person 个人，company 企业',
      descriptionEn: 'person individual; company company',
    })),
    allowedCertTypes: Type.Optional(AllowedCertTypesSchema),
    allowedOccupationCategories: Type.Optional(OccupationCategoriesSchema),
    amlCheck: Type.Optional(
      Type.Boolean({
        title: '反洗钱校验',
        titleEn: 'Anti-money-laundering check',
        description: '总保费达到 200000 元时，下列字段变为必填',
        descriptionEn: 'From a total premium of 200,000 yuan these fields become required',
      }),
    ),
    amlRequiredFields: Type.Optional(
      Type.Array(
        StringEnum(AML_FIELD_NAMES, {
          title: '字段',
          titleEn: 'Fields',
          description: 'address 地址，personalAnnualIncome 年收入，occupation 职业，area 地区',
          descriptionEn: 'address address; personalAnnualIncome annual income; occupation occupation; area region',
        }),
        { title: '反洗钱必填字段', titleEn: 'Anti-money-laundering fields' },
      ),
    ),
    lockIdDerivedFields: Type.Optional(
      Type.Boolean({
        title: '身份证带出生日性别并锁定',
        titleEn: 'Birthday and gender from the ID card, locked',
        description: '证件类型为身份证时，生日与性别由证件号得出且不可修改',
        descriptionEn: 'With a resident ID card, birthday and gender come from the ID number and cannot be changed',
      }),
    ),
    showAgentNotice: Type.Optional(Type.Boolean({ title: '展示营销员告知', titleEn: 'Show the agent notice' })),
    minHolderAge: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        title: '投保人最低年龄（周岁）',
        titleEn: 'Minimum policyholder age (years)',
        description: `个人投保人须具有完全民事行为能力：按出生日期（或身份证号码带出的出生日期）未满此年龄时在该字段提示并不能继续，提交订单时服务端同样拒绝；不填为 ${DEFAULT_HOLDER_MIN_AGE}，企业投保人不受限`,
        descriptionEn: `A person policyholder must have full civil capacity: a birthday (or the one an ID number gives) under this age is pointed out on the field and the page cannot go on, and the server refuses the order too; ${DEFAULT_HOLDER_MIN_AGE} when not set, company policyholders are not limited`,
      }),
    ),
  }),
  defaultAttrs: {
    customerType: DEFAULT_CUSTOMER_TYPE,
    allowedCertTypes: ['I', 'P', 'M'],
    amlCheck: true,
    amlRequiredFields: ['address', 'personalAnnualIncome', 'occupation', 'area'],
    lockIdDerivedFields: true,
    showAgentNotice: false,
    minHolderAge: DEFAULT_HOLDER_MIN_AGE,
  },
});
