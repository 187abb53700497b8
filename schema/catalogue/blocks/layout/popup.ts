import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const popup = defineBlock({
  component: 'popup',
  title: '底部弹层',
  titleEn: 'Bottom sheet',
  description: '点击触发文字后从底部弹出的面板，内容由子模块组成',
  descriptionEn: 'A panel that slides up from the bottom when its trigger text is tapped, made of child modules',
  category: 'layout',
  icon: 'UpSquareOutlined',
  binds: 'none',
  children: 'any',
  attrs: Type.Object({
    triggerText: Type.String({ title: '触发文字', titleEn: 'Trigger text' }),
    title: Type.Optional(Type.String({ title: '弹层标题', titleEn: 'Popup title' })),
    showCloseButton: Type.Optional(Type.Boolean({ title: '显示关闭按钮', titleEn: 'Show the close button' })),
    closeOnMaskClick: Type.Optional(Type.Boolean({ title: '点击遮罩关闭', titleEn: 'Close on tapping the mask' })),
    maxHeightPercent: Type.Optional(
      Type.Integer({ minimum: 20, maximum: 100, title: '最大高度（屏幕百分比）', titleEn: 'Maximum height (percent of the screen)' }),
    ),
  }),
  defaultAttrs: {
    triggerText: '查看详情',
    title: '详情',
    showCloseButton: true,
    closeOnMaskClick: true,
    maxHeightPercent: 70,
  },
});
