import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const premiumDisplay = defineBlock({
  component: 'premiumDisplay',
  title: '保费展示',
  titleEn: 'Premium display',
  description: '按缴费类型展示保费：年缴显示金额，月缴显示首月金额及次月起每月金额（/月，共11期），计算中显示提示，未出价前显示 -',
  descriptionEn: 'Shows the premium by payment type: the amount when yearly, the first month and the monthly amount from the second month (per month, 11 instalments) when monthly; a notice while calculating and - before a price is known',
  category: 'premium',
  icon: 'MoneyCollectOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    label: Type.Optional(Type.String({ title: '标签', titleEn: 'Tags' })),
    calculatingText: Type.Optional(Type.String({ title: '计算中文字', titleEn: 'Calculating text' })),
    firstMonthLabel: Type.Optional(Type.String({ title: '首月标签', titleEn: 'First month label' })),
    nextMonthLabel: Type.Optional(Type.String({ title: '次月起标签', titleEn: 'From second month label' })),
  }),
  defaultAttrs: {
    label: '保费',
    calculatingText: '保费计算中',
    firstMonthLabel: '首月',
    nextMonthLabel: '次月起',
  },
});
