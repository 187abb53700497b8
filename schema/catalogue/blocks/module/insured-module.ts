import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { DataSourceSchema, repeatableAttrs } from '../../common-attrs';
import { OccupationCategoriesSchema } from '../form/occupation-category-attrs';
import { AllowedCertTypesSchema } from './certificate-type-attrs';
import { personFieldList } from './person-field-attrs';

export const insuredModule = defineBlock({
  component: 'insuredModule',
  title: '被保人信息',
  titleEn: 'Insured',
  description:
    '被保人表单（insured[i]），每位被保人一份，可添加至最多人数、删除前确认；人数上下限以所选方案为准，换到上限更低的方案时已填的被保人保留并提示 被保人数量不能超过N人，删减到上限内才能继续；关系为本人时复制投保人信息并隐藏这些字段，且只能有一位本人',
  descriptionEn:
    "The insured form (insured[i]), one per insured, addable up to the maximum and removed after confirming; the limits come from the chosen plan, and after switching to a plan with a lower maximum the insured already entered stay until the buyer removes some; an insured who is the policyholder themself copies the policyholder's details and hides those fields, and there can be only one",
  category: 'module',
  icon: 'TeamOutlined',
  binds: 'insured',
  defaultFormKey: 'insured[i]',
  children: { categories: ['form'] },
  attrs: Type.Object({
    ...repeatableAttrs,
    maxCount: Type.Integer({
      minimum: 1,
      title: '最多被保人数',
      titleEn: 'Maximum insured',
      description: '方案设置了最多人数时以方案为准',
      descriptionEn: "The plan's maximum wins when it sets one",
    }),
    minCount: Type.Optional(
      Type.Integer({
        minimum: 1,
        title: '最少被保人数',
        titleEn: 'Minimum insured',
        description: '缺省为 1；方案设置了最少人数时以方案为准',
        descriptionEn: "1 when empty; the plan's minimum wins when it sets one",
      }),
    ),
    holderRelationOptions: DataSourceSchema,
    hideFieldsWhenSelf: Type.Optional(
      personFieldList({
        title: '本人时复制并隐藏的字段',
        titleEn: 'Fields copied and hidden for the policyholder themself',
        description: '与投保人关系为本人（SELF）时，这些字段取投保人的值且不再显示',
        descriptionEn: "When the insured is the policyholder (SELF), these fields take the policyholder's values and are no longer shown",
      }),
    ),
    itemTitle: Type.Optional(Type.String({
      title: '每位被保人标题',
      titleEn: 'Title of each insured',
      description: '{n} 替换为序号，如 被保人{n}',
      descriptionEn: '{n} is replaced by the number, e.g. Insured {n}',
    })),
    allowedCertTypes: Type.Optional(AllowedCertTypesSchema),
    allowedOccupationCategories: Type.Optional(OccupationCategoriesSchema),
  }),
  defaultAttrs: {
    maxCount: 1,
    minCount: 1,
    addText: '添加被保人',
    confirmDelete: true,
    holderRelationOptions: [
      { value: 'SELF', label: '本人', isDefault: true },
      { value: 'SPOUSE', label: '配偶' },
      { value: 'CHILD', label: '子女' },
      { value: 'PARENT', label: '父母' },
    ],
    hideFieldsWhenSelf: ['name', 'certiType', 'certiNo', 'gender', 'birthday', 'phone', 'email', 'certValidatePeriod'],
    itemTitle: '被保人{n}',
    allowedCertTypes: ['I', 'P', 'M'],
  },
});
