import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { pickerDate } from './picker-date-attrs';

export const startDatePicker = defineBlock({
  component: 'startDatePicker',
  title: '起保日期',
  titleEn: 'Start date',
  description: '选择起保日期（yyyy-MM-dd，最早明天），按规则给出默认值，终止日期为起保日期加保险期间减一天',
  descriptionEn: 'Pick the cover start date (yyyy-MM-dd, tomorrow at the earliest) with a default by rule; the end date is the start date plus the insurance period less one day',
  category: 'form',
  icon: 'ScheduleOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    startDateOption: Type.Integer({
      minimum: 1,
      maximum: 4,
      title: '起保日期规则',
      titleEn: 'Start date rule',
      description: '1 最早明天；2 固定默认日期；3 默认今天往后 N 天；4 默认今天往前 N 天',
      descriptionEn: '1 tomorrow at the earliest; 2 a fixed default date; 3 N days after today by default; 4 N days before today by default',
    }),
    defaultDays: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 3650,
        title: '默认天数',
        titleEn: 'Default days',
        description: '规则 3、4 使用的天数 N',
        descriptionEn: 'The N days of rules 3 and 4',
      }),
    ),
    fixedDate: Type.Optional(pickerDate({ title: '固定默认日期', titleEn: 'Fixed default date', description: '规则 2 使用', descriptionEn: 'Used by rule 2' })),
    maxDaysAhead: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3650, title: '最多可往后选天数', titleEn: 'Days ahead that can be chosen' }),
    ),
    format: Type.Optional(StringEnum(['yyyy-MM-dd'], { title: '日期格式', titleEn: 'Date format' })),
    showEndDate: Type.Optional(Type.Boolean({ title: '显示终止日期', titleEn: 'Show the end date' })),
  }),
  defaultAttrs: { required: true, placeholder: '请选择起保日期', startDateOption: 1, format: 'yyyy-MM-dd', showEndDate: true },
});
