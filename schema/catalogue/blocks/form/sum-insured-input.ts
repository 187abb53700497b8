import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { SUM_INSURED_INPUT_MAX_LENGTH } from '../../../entities/limits';

export const sumInsuredInput = defineBlock({
  component: 'sumInsuredInput',
  title: '保额 / 份数',
  titleEn: 'Sum insured / units',
  description: `按份数步进或直接输入保额（最多 ${SUM_INSURED_INPUT_MAX_LENGTH} 位），限定在最小最大值或份数范围内，可按万元显示`,
  descriptionEn: `Steps the sum insured by units or takes it typed (up to ${SUM_INSURED_INPUT_MAX_LENGTH} digits), kept within the minimum and maximum or the unit range, optionally shown in 10k yuan`,
  category: 'form',
  icon: 'MoneyCollectOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    mode: StringEnum(['copies', 'input'], {
      title: '录入方式',
      titleEn: 'Entry mode',
      description: 'copies 份数步进，input 输入保额',
      descriptionEn: 'copies step by units; input type the sum insured',
    }),
    maxLength: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SUM_INSURED_INPUT_MAX_LENGTH, title: '保额最大位数', titleEn: 'Sum insured maximum digits' }),
    ),
    min: Type.Optional(Type.Number({ minimum: 0, title: '最低保额（元）', titleEn: 'Minimum sum insured (yuan)' })),
    max: Type.Optional(Type.Number({ minimum: 0, title: '最高保额（元）', titleEn: 'Maximum sum insured (yuan)' })),
    step: Type.Optional(Type.Number({ exclusiveMinimum: 0, title: '保额步长（元）', titleEn: 'Sum insured step (yuan)' })),
    minCopies: Type.Optional(Type.Integer({ minimum: 1, title: '最少份数', titleEn: 'Minimum units' })),
    maxCopies: Type.Optional(Type.Integer({ minimum: 1, title: '最多份数', titleEn: 'Maximum units' })),
    copyValue: Type.Optional(Type.Number({ exclusiveMinimum: 0, title: '每份保额（元）', titleEn: 'Sum insured per unit (yuan)' })),
    formatType: Type.Optional(
      StringEnum(['yuan', 'wanYuan'], {
        title: '显示单位',
        titleEn: 'Display unit',
        description: 'yuan 元，wanYuan 1 万元起按万元显示',
        descriptionEn: 'yuan yuan; wanYuan 10k yuan from 10,000 yuan on',
      }),
    ),
  }),
  defaultAttrs: {
    mode: 'copies',
    maxLength: SUM_INSURED_INPUT_MAX_LENGTH,
    minCopies: 1,
    maxCopies: 10,
    copyValue: 10000,
    formatType: 'wanYuan',
  },
});
