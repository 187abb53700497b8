import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const popup = defineBlock({
  component: 'popup',
  title: '底部弹层',
  description: '点击触发文字后从底部弹出的面板，内容由子模块组成',
  category: 'layout',
  icon: 'UpSquareOutlined',
  binds: 'none',
  children: 'any',
  attrs: Type.Object({
    triggerText: Type.String({ title: '触发文字' }),
    title: Type.Optional(Type.String({ title: '弹层标题' })),
    showCloseButton: Type.Optional(Type.Boolean({ title: '显示关闭按钮' })),
    closeOnMaskClick: Type.Optional(Type.Boolean({ title: '点击遮罩关闭' })),
    maxHeightPercent: Type.Optional(
      Type.Integer({ minimum: 20, maximum: 100, title: '最大高度（屏幕百分比）' }),
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
