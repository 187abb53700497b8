import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { LONG_TERM_CERTIFICATE_VALUE } from '../../../entities/certificate-type';
import { DATE_PICKER_MAX } from '../../../entities/limits';
import { pickerDate } from './picker-date-attrs';
import { AgeRangeSchema } from './period-attrs';

export const datePickerItem = defineBlock({
  component: 'datePickerItem',
  title: '日期选择行',
  titleEn: 'Date picker row',
  description: `弹出日期选择，最晚 ${DATE_PICKER_MAX}；证件有效期可从明天起选，并可选 长期（存为 ${LONG_TERM_CERTIFICATE_VALUE}）`,
  descriptionEn: `Pops up a date picker, ${DATE_PICKER_MAX} at the latest; an ID validity date can be chosen from tomorrow on, or long-term (stored as ${LONG_TERM_CERTIFICATE_VALUE})`,
  category: 'form',
  icon: 'CalendarOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    format: Type.Optional(
      StringEnum(['YYYY-MM-DD', 'YYYY-MM-DD HH:mm'], {
        title: '日期格式',
        titleEn: 'Date format',
        description: '决定选择精度',
        descriptionEn: 'Sets how precise the choice is',
      }),
    ),
    minDate: Type.Optional(pickerDate({ title: '最早日期', titleEn: 'Earliest date' })),
    maxDate: Type.Optional(
      pickerDate({ title: '最晚日期', titleEn: 'Latest date', description: `不晚于 ${DATE_PICKER_MAX}`, descriptionEn: `${DATE_PICKER_MAX} at the latest` }),
    ),
    earliestTomorrow: Type.Optional(
      Type.Boolean({
        title: '最早明天',
        titleEn: 'Tomorrow at the earliest',
        description: '只能选择明天（北京时间）及以后的日期',
        descriptionEn: 'Only dates from tomorrow (Beijing time) on can be chosen',
      }),
    ),
    latestYesterday: Type.Optional(
      Type.Boolean({
        title: '最晚昨天',
        titleEn: 'Yesterday at the latest',
        description: '出生日期默认最晚为昨天',
        descriptionEn: 'A birth date is yesterday at the latest by default',
      }),
    ),
    ageRange: Type.Optional(AgeRangeSchema),
    allowLongTerm: Type.Optional(
      Type.Boolean({
        title: '可选长期',
        titleEn: 'Offer long-term',
        description: `证件有效期可选 长期，保存为 ${LONG_TERM_CERTIFICATE_VALUE}`,
        descriptionEn: `An ID validity date may be long-term, stored as ${LONG_TERM_CERTIFICATE_VALUE}`,
      }),
    ),
    popupTitle: Type.Optional(Type.String({ title: '弹层标题', titleEn: 'Popup title' })),
  }),
  defaultAttrs: { placeholder: '请选择日期', format: 'YYYY-MM-DD', maxDate: DATE_PICKER_MAX },
});
