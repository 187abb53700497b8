import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

export const toolbar = defineBlock({
  component: 'toolbar',
  title: '底部投保栏',
  description: '底部投保栏：左侧显示保费，右侧下一步或确认按钮；渠道已下架时按钮置灰并显示 暂停投保',
  category: 'layout',
  icon: 'ShoppingCartOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    action: StringEnum(['next', 'confirm'], { title: '按钮动作', description: 'next 下一页 / confirm 确认并提交本页' }),
    buttonText: Type.String({ title: '按钮文字' }),
    offSaleText: Type.Optional(Type.String({ title: '下架时按钮文字', default: '暂停投保' })),
    showPremium: Type.Optional(Type.Boolean({ title: '显示保费' })),
    premiumLabel: Type.Optional(Type.String({ title: '保费标签' })),
  }),
  defaultAttrs: {
    action: 'next',
    buttonText: '立即投保',
    offSaleText: '暂停投保',
    showPremium: true,
    premiumLabel: '保费',
  },
});
