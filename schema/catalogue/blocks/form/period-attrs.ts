import { Type } from '@sinclair/typebox';
import { AGE_BOUND_PATTERN, PERIOD_OPTION_PATTERN } from '../../../entities/field-types';

/** One choice of a period radio group. */
export const PeriodOptionSchema = Type.Object(
  {
    value: Type.String({
      title: '期间值',
      titleEn: 'Period value',
      description: '如 20-Y、6-M、30-D，终身为 L',
      descriptionEn: 'e.g. 20-Y, 6-M, 30-D; L for whole of life',
      pattern: PERIOD_OPTION_PATTERN,
    }),
    label: Type.String({ title: '显示文字', titleEn: 'Label' }),
    isDefault: Type.Optional(Type.Boolean({ title: '默认选中', titleEn: 'Selected by default' })),
  },
  { additionalProperties: false, title: '期间选项', titleEn: 'Period options' },
);

/** The age range a birthday picker allows, counted back from today (spec: begin and end like 30-D). */
export const AgeRangeSchema = Type.Object(
  {
    begin: Type.String({
      title: '最小年龄',
      titleEn: 'Minimum age',
      description: '如 30-D 表示出生满 30 天',
      descriptionEn: 'e.g. 30-D means at least 30 days old',
      pattern: AGE_BOUND_PATTERN,
    }),
    end: Type.String({
      title: '最大年龄',
      titleEn: 'Maximum age',
      description: '如 60-Y 表示不超过 60 周岁',
      descriptionEn: 'e.g. 60-Y means not older than 60',
      pattern: AGE_BOUND_PATTERN,
    }),
  },
  { additionalProperties: false, title: '年龄范围', titleEn: 'Age range' },
);
