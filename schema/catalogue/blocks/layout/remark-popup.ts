import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const remarkPopup = defineBlock({
  component: 'remarkPopup',
  title: '说明弹层',
  titleEn: 'Explanation popup',
  description: '一段可点击的说明文字，点击后弹出解释内容',
  descriptionEn: 'A tappable text that pops up an explanation',
  category: 'layout',
  icon: 'QuestionCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    linkText: Type.String({ title: '链接文字', titleEn: 'Link text' }),
    title: Type.Optional(Type.String({ title: '弹层标题', titleEn: 'Popup title' })),
    content: Type.String({ title: '说明内容（HTML）', titleEn: 'Explanation (HTML)' }),
    buttonText: Type.Optional(Type.String({ title: '关闭按钮文字', titleEn: 'Close button text' })),
    hiddenForPartner: Type.Optional(
      Type.Boolean({
        title: '合作渠道订单隐藏',
        titleEn: 'Hidden for partner orders',
        description: 'purchaseUserId 含模板“合作渠道标记”的订单不显示此说明',
        descriptionEn: "Not shown on orders whose purchaseUserId contains the template's partner channel marker",
      }),
    ),
  }),
  defaultAttrs: {
    linkText: '什么是等待期？',
    title: '说明',
    content: '<p>等待期是指保险合同生效后的一段时间，在此期间发生的保险事故保险公司不承担赔偿责任。</p>',
    buttonText: '我知道了',
  },
});
