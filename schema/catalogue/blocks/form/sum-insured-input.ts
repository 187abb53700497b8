import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { SUM_INSURED_INPUT_MAX_LENGTH } from '../../../entities/limits';

export const sumInsuredInput = defineBlock({
  component: 'sumInsuredInput',
  title: '保额 / 份数',
  description: `按份数步进或直接输入保额（最多 ${SUM_INSURED_INPUT_MAX_LENGTH} 位），限定在最小最大值或份数范围内，可按万元显示`,
  category: 'form',
  icon: 'MoneyCollectOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    mode: StringEnum(['copies', 'input'], { title: '录入方式', description: 'copies 份数步进，input 输入保额' }),
    maxLength: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SUM_INSURED_INPUT_MAX_LENGTH, title: '保额最大位数' }),
    ),
    min: Type.Optional(Type.Number({ minimum: 0, title: '最低保额（元）' })),
    max: Type.Optional(Type.Number({ minimum: 0, title: '最高保额（元）' })),
    step: Type.Optional(Type.Number({ exclusiveMinimum: 0, title: '保额步长（元）' })),
    minCopies: Type.Optional(Type.Integer({ minimum: 1, title: '最少份数' })),
    maxCopies: Type.Optional(Type.Integer({ minimum: 1, title: '最多份数' })),
    copyValue: Type.Optional(Type.Number({ exclusiveMinimum: 0, title: '每份保额（元）' })),
    formatType: Type.Optional(
      StringEnum(['yuan', 'wanYuan'], { title: '显示单位', description: 'wanYuan 时 1 万元起按万元显示' }),
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
