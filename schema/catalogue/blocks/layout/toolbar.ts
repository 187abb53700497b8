import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

export const toolbar = defineBlock({
  component: 'toolbar',
  title: '底部投保栏',
  titleEn: 'Bottom purchase bar',
  description: '底部投保栏：左侧显示保费，右侧下一步或确认按钮；渠道已下架时按钮置灰并显示 暂停投保',
  descriptionEn: 'Bottom bar with the premium on the left and a next or confirm button on the right; the button is greyed out with a sales-paused text when the channel is off sale',
  category: 'layout',
  icon: 'ShoppingCartOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    action: StringEnum(['next', 'confirm'], {
      title: '按钮动作',
      titleEn: 'Button action',
      description: 'next 下一页 / confirm 确认并提交本页',
      descriptionEn: 'next next page / confirm confirm and submit this page',
    }),
    buttonText: Type.String({ title: '按钮文字', titleEn: 'Button text' }),
    offSaleText: Type.Optional(Type.String({ title: '下架时按钮文字', titleEn: 'Button text when off sale', default: '暂停投保' })),
    showPremium: Type.Optional(Type.Boolean({ title: '显示保费', titleEn: 'Show the premium' })),
    premiumLabel: Type.Optional(Type.String({ title: '保费标签', titleEn: 'Premium label' })),
  }),
  defaultAttrs: {
    action: 'next',
    buttonText: '立即投保',
    offSaleText: '暂停投保',
    showPremium: true,
    premiumLabel: '保费',
  },
});
