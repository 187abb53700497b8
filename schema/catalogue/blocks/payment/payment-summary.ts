import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const paymentSummary = defineBlock({
  component: 'paymentSummary',
  title: '支付概要',
  titleEn: 'Payment summary',
  description: '展示本次应付金额、缴费频率（年缴或月缴）和下次扣款日（几月几日）',
  descriptionEn: 'Shows the amount due now, the payment frequency (yearly or monthly) and the next debit date (month and day)',
  category: 'payment',
  icon: 'WalletOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    amountLabel: Type.String({ title: '应付金额文字', titleEn: 'Amount due text' }),
    showPaymentFrequency: Type.Boolean({ title: '展示缴费频率', titleEn: 'Show the payment frequency' }),
    frequencyLabel: Type.Optional(Type.String({ title: '缴费频率文字', titleEn: 'Payment frequency text' })),
    showNextPaymentDate: Type.Boolean({
      title: '展示下次扣款日',
      titleEn: 'Show the next debit date',
      description: '按月日展示，如 5月12日',
      descriptionEn: 'As month and day, e.g. 12 May',
    }),
    nextPaymentDateLabel: Type.Optional(Type.String({ title: '下次扣款日文字', titleEn: 'Next debit date text' })),
  }),
  defaultAttrs: {
    title: '支付信息',
    amountLabel: '本次应付',
    showPaymentFrequency: true,
    frequencyLabel: '缴费方式',
    showNextPaymentDate: true,
    nextPaymentDateLabel: '下次扣款日',
  },
});
