import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const paymentSummary = defineBlock({
  component: 'paymentSummary',
  title: '支付概要',
  description: '展示本次应付金额、缴费频率（年缴或月缴）和下次扣款日（几月几日）',
  category: 'payment',
  icon: 'WalletOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    amountLabel: Type.String({ title: '应付金额文字' }),
    showPaymentFrequency: Type.Boolean({ title: '展示缴费频率' }),
    frequencyLabel: Type.Optional(Type.String({ title: '缴费频率文字' })),
    showNextPaymentDate: Type.Boolean({ title: '展示下次扣款日', description: '按月日展示，如 5月12日' }),
    nextPaymentDateLabel: Type.Optional(Type.String({ title: '下次扣款日文字' })),
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
