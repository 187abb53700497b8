import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { repeatableAttrs } from '../../common-attrs';
import { trialFactorAttrs } from './trial-factor-attrs';

export const insuredElementModule = defineBlock({
  component: 'insuredElementModule',
  title: '被保人试算因子',
  titleEn: 'Insured quote factors',
  description: '每位被保人的保费试算因子（trailElement[1]），可添加被保人至最多人数，删除前确认并同步删除对应表单值',
  descriptionEn: "Each insured's premium quote factors (trailElement[1]); insured can be added up to the maximum and removed after confirming, together with their form values",
  category: 'module',
  icon: 'UsergroupAddOutlined',
  binds: 'trailElement',
  defaultFormKey: 'trailElement[1]',
  children: { categories: ['form'] },
  attrs: Type.Object({
    ...trialFactorAttrs,
    ...repeatableAttrs,
    maxCount: Type.Integer({
      minimum: 1,
      title: '最多被保人数',
      titleEn: 'Maximum insured',
      description: '方案设置了最多人数时以方案为准',
      descriptionEn: "The plan's maximum wins when it sets one",
    }),
    minCount: Type.Optional(Type.Integer({
      minimum: 1,
      title: '最少被保人数',
      titleEn: 'Minimum insured',
      description: '缺省为 1；方案设置了最少人数时以方案为准',
      descriptionEn: "1 when empty; the plan's minimum wins when it sets one",
    })),
    deleteText: Type.Optional(Type.String({ title: '删除按钮文字', titleEn: 'Remove button text' })),
    itemTitle: Type.Optional(Type.String({
      title: '每位被保人标题',
      titleEn: 'Title of each insured',
      description: '{n} 替换为序号',
      descriptionEn: '{n} is replaced by the number',
    })),
    clearCertNoOnBirthdayChange: Type.Optional(Type.Boolean({ title: '改生日清空证件号', titleEn: 'Clear the ID number when the birthday changes' })),
  }),
  defaultAttrs: {
    autoTrial: true,
    maxCount: 1,
    minCount: 1,
    addText: '添加被保人',
    deleteText: '删除',
    confirmDelete: true,
    itemTitle: '被保人{n}',
    clearCertNoOnBirthdayChange: true,
  },
});
