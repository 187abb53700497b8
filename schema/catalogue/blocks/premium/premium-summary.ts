import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const premiumSummary = defineBlock({
  component: 'premiumSummary',
  title: '保费汇总',
  description: '汇总被保人数、首期保费、次月保费（/月，共11期）、每位被保人保费与价格、说明文字及含折扣比例和年价的费用明细',
  category: 'premium',
  icon: 'AccountBookOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    showInsuredCount: Type.Optional(Type.Boolean({ title: '显示被保人数' })),
    showInitialPremium: Type.Optional(Type.Boolean({ title: '显示首期保费' })),
    showNextPremium: Type.Optional(Type.Boolean({ title: '显示次月保费' })),
    showPerInsuredPremium: Type.Optional(Type.Boolean({ title: '显示每位被保人保费' })),
    showFeeDetail: Type.Optional(Type.Boolean({ title: '显示费用明细', description: '含折扣比例和年价' })),
    statement: Type.Optional(Type.String({ title: '说明文字', description: '为空时不显示' })),
  }),
  defaultAttrs: {
    title: '保费明细',
    showInsuredCount: true,
    showInitialPremium: true,
    showNextPremium: true,
    showPerInsuredPremium: true,
    showFeeDetail: true,
    statement: '实际保费以保险公司核定为准',
  },
});
