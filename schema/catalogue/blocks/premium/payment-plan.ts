import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

const PaymentFrequencySchema = StringEnum(['month', 'year'], {
  title: '缴费频率',
  titleEn: 'Payment frequency',
  description: 'month 月缴 / year 年缴',
  descriptionEn: 'month monthly / year yearly',
});

export const paymentPlan = defineBlock({
  component: 'paymentPlan',
  title: '缴费计划',
  titleEn: 'Payment plan',
  description: '选择月缴或年缴，并显示下次扣款日（几月几日）',
  descriptionEn: 'Choose monthly or yearly payment, showing the next debit date (month and day)',
  category: 'premium',
  icon: 'ScheduleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    frequencyOptions: Type.Array(
      Type.Object(
        { value: PaymentFrequencySchema, label: Type.String({ title: '显示文字', titleEn: 'Label' }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 2, title: '缴费频率选项', titleEn: 'Payment frequency options' },
    ),
    defaultFrequency: Type.Optional(
      StringEnum(['month', 'year'], {
        title: '默认缴费频率',
        titleEn: 'Default payment frequency',
        description: '为空时健康险、寿险默认年缴，其余月缴',
        descriptionEn: 'When empty: yearly for health and life insurance, monthly otherwise',
      }),
    ),
    showNextPaymentDate: Type.Optional(Type.Boolean({ title: '显示下次扣款日', titleEn: 'Show the next debit date' })),
    nextPaymentDateLabel: Type.Optional(Type.String({ title: '下次扣款日标签', titleEn: 'Next debit date label' })),
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
