import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { PeriodOptionSchema } from './period-attrs';

export const periodRadioGroup = defineBlock({
  component: 'periodRadioGroup',
  title: '期间单选',
  titleEn: 'Period choice',
  description: '保险期间或缴费期间的枚举单选（如 20-Y 二十年、L 终身），切换后重新试算保费',
  descriptionEn: 'Single choice of the insurance or payment period (e.g. 20-Y twenty years, L whole of life); the premium is recalculated on change',
  category: 'form',
  icon: 'HistoryOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    periodType: StringEnum(['insurancePeriod', 'paymentPeriod'], {
      title: '期间类型',
      titleEn: 'Period type',
      description: 'insurancePeriod 保险期间，paymentPeriod 缴费期间',
      descriptionEn: 'insurancePeriod insurance period; paymentPeriod payment period',
    }),
    options: Type.Array(PeriodOptionSchema, { title: '期间选项', titleEn: 'Period options', minItems: 1 }),
  }),
  defaultAttrs: {
    required: true,
    periodType: 'insurancePeriod',
    options: [
      { value: '1-Y', label: '1年', isDefault: true },
      { value: 'L', label: '终身' },
    ],
  },
});
