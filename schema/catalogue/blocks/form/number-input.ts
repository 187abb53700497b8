import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';

export const numberInput = defineBlock({
  component: 'numberInput',
  title: '数字输入行',
  titleEn: 'Number input row',
  description: '数字输入，失焦时收拢到最小值与最大值之间；非数字变为最小值（未设最小值时清空）',
  descriptionEn: 'Number input, clamped between the minimum and maximum on blur; a non-number becomes the minimum (or is cleared when there is none)',
  category: 'form',
  icon: 'NumberOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    min: Type.Optional(Type.Number({ title: '最小值', titleEn: 'Minimum' })),
    max: Type.Optional(Type.Number({ title: '最大值', titleEn: 'Maximum' })),
    step: Type.Optional(Type.Number({ exclusiveMinimum: 0, title: '步长', titleEn: 'Step' })),
    decimals: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 2,
        title: '小数位数',
        titleEn: 'Decimal places',
        description: '数字规则最多两位小数',
        descriptionEn: 'The number rule allows at most two decimals',
      }),
    ),
    unit: Type.Optional(Type.String({
      title: '单位',
      titleEn: 'Unit',
      description: '显示在输入框后，如 元、岁、万元',
      descriptionEn: 'Shown after the input, e.g. yuan, years, 10k yuan',
    })),
    maxLength: Type.Optional(Type.Integer({
      minimum: 1,
      maximum: 20,
      title: '最大位数',
      titleEn: 'Maximum digits',
      description: '年龄输入为 2 位',
      descriptionEn: '2 for an age',
    })),
  }),
  defaultAttrs: { placeholder: '请输入', min: 0, step: 1, decimals: 0 },
});
