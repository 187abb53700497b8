import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { pickerDate } from './picker-date-attrs';

export const startDatePicker = defineBlock({
  component: 'startDatePicker',
  title: '起保日期',
  description: '选择起保日期（yyyy-MM-dd，最早明天），按规则给出默认值，终止日期为起保日期加保险期间减一天',
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
      description: '1 最早明天；2 固定默认日期；3 默认今天往后 N 天；4 默认今天往前 N 天',
    }),
    defaultDays: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 3650, title: '默认天数', description: '规则 3、4 使用的天数 N' }),
    ),
    fixedDate: Type.Optional(pickerDate({ title: '固定默认日期', description: '规则 2 使用' })),
    maxDaysAhead: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3650, title: '最多可往后选天数' }),
    ),
    format: Type.Optional(StringEnum(['yyyy-MM-dd'], { title: '日期格式' })),
    showEndDate: Type.Optional(Type.Boolean({ title: '显示终止日期' })),
  }),
  defaultAttrs: { required: true, placeholder: '请选择起保日期', startDateOption: 1, format: 'yyyy-MM-dd', showEndDate: true },
});
