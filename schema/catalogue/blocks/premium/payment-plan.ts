import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

const PaymentFrequencySchema = StringEnum(['month', 'year'], { title: '缴费频率', description: 'month 月缴 / year 年缴' });

export const paymentPlan = defineBlock({
  component: 'paymentPlan',
  title: '缴费计划',
  description: '选择月缴或年缴，并显示下次扣款日（几月几日）',
  category: 'premium',
  icon: 'ScheduleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    frequencyOptions: Type.Array(
      Type.Object(
        { value: PaymentFrequencySchema, label: Type.String({ title: '显示文字' }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 2, title: '缴费频率选项' },
    ),
    defaultFrequency: Type.Optional(
      StringEnum(['month', 'year'], { title: '默认缴费频率', description: '为空时健康险、寿险默认年缴，其余月缴' }),
    ),
    showNextPaymentDate: Type.Optional(Type.Boolean({ title: '显示下次扣款日' })),
    nextPaymentDateLabel: Type.Optional(Type.String({ title: '下次扣款日标签' })),
  }),
  defaultAttrs: {
    title: '缴费方式',
    frequencyOptions: [
      { value: 'month', label: '按月缴' },
      { value: 'year', label: '按年缴' },
    ],
    defaultFrequency: 'month',
    showNextPaymentDate: true,
    nextPaymentDateLabel: '下次扣款日',
  },
});
