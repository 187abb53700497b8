import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { PERIOD_UNITS, PeriodString } from './field-types';

function PeriodBound(title: string) {
  return Type.Tuple([Type.Integer({ minimum: 0 }), StringEnum(PERIOD_UNITS)], {
    title,
    description: '[数值, 单位]，单位 D 天，M 月，Y 年，如 [30, "D"]',
  });
}

/** One choice of the insurance-period radio group, bounded by begin and end. */
export const InsurancePeriodOptionSchema = Type.Object(
  {
    value: Type.Optional(PeriodString({ title: '取值' })),
    label: Type.Optional(Type.String({ title: '展示文字' })),
    isDefault: Type.Optional(Type.Boolean({ title: '是否默认' })),
    begin: PeriodBound('起'),
    end: PeriodBound('止'),
  },
  { $id: 'InsurancePeriodOption', title: '保障期间选项' },
);

export type InsurancePeriodOption = Static<typeof InsurancePeriodOptionSchema>;
