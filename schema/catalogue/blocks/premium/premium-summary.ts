import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const premiumSummary = defineBlock({
  component: 'premiumSummary',
  title: '保费汇总',
  titleEn: 'Premium summary',
  description: '汇总被保人数、首期保费、次月保费（/月，共11期）、每位被保人保费与价格、说明文字及含折扣比例和年价的费用明细',
  descriptionEn: "Sums up the number of insured, first premium, monthly premium from the second month (11 instalments), each insured's premium and price, a note and a cost breakdown with discount and yearly price",
  category: 'premium',
  icon: 'AccountBookOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    showInsuredCount: Type.Optional(Type.Boolean({ title: '显示被保人数', titleEn: 'Show the number of insured' })),
    showInitialPremium: Type.Optional(Type.Boolean({ title: '显示首期保费', titleEn: 'Show the first premium' })),
    showNextPremium: Type.Optional(Type.Boolean({ title: '显示次月保费', titleEn: "Show the second month's premium" })),
    showPerInsuredPremium: Type.Optional(Type.Boolean({ title: '显示每位被保人保费', titleEn: "Show each insured's premium" })),
    showFeeDetail: Type.Optional(Type.Boolean({
      title: '显示费用明细',
      titleEn: 'Show the cost breakdown',
      description: '含折扣比例和年价',
      descriptionEn: 'With discount and yearly price',
    })),
    statement: Type.Optional(Type.String({ title: '说明文字', titleEn: 'Description', description: '为空时不显示', descriptionEn: 'Hidden when empty' })),
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
