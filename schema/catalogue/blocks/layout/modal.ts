import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

/** A CSS width in percent or pixels, e.g. `87%` (the spec's default) or `320px`. */
const MODAL_WIDTH_PATTERN = '^(\\d{1,3}(\\.\\d+)?%|\\d{1,4}px)$';

export const modal = defineBlock({
  component: 'modal',
  title: '对话框',
  titleEn: 'Dialog',
  description: '居中对话框，默认按钮 取消 / 确定，默认宽度 87%，可在点击文字或进入页面时打开',
  descriptionEn: 'A centred dialog with cancel and OK buttons by default, 87% wide by default, opened by tapping a text or on entering the page',
  category: 'layout',
  icon: 'BlockOutlined',
  binds: 'none',
  children: 'any',
  attrs: Type.Object({
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    content: Type.Optional(Type.String({
      title: '内容（HTML）',
      titleEn: 'Content (HTML)',
      description: '显示在子模块之前',
      descriptionEn: 'Shown before the child modules',
    })),
    openOn: Type.Optional(
      StringEnum(['click', 'pageEnter'], {
        title: '打开方式',
        titleEn: 'Opens on',
        description: 'click 点击触发文字 / pageEnter 进入页面',
        descriptionEn: 'click tapping the trigger text / pageEnter entering the page',
      }),
    ),
    triggerText: Type.Optional(Type.String({ title: '触发文字', titleEn: 'Trigger text' })),
    showCancel: Type.Optional(Type.Boolean({ title: '显示取消按钮', titleEn: 'Show the cancel button' })),
    cancelText: Type.Optional(Type.String({ title: '取消按钮文字', titleEn: 'Cancel button text', default: '取消' })),
    confirmText: Type.Optional(Type.String({ title: '确定按钮文字', titleEn: 'OK button text', default: '确定' })),
    width: Type.Optional(
      Type.String({
        title: '宽度',
        titleEn: 'Width',
        description: '百分比或像素，默认 87%',
        descriptionEn: 'Percent or pixels, 87% by default',
        pattern: MODAL_WIDTH_PATTERN,
        default: '87%',
      }),
    ),
  }),
  placeholders: ['/content'],
  defaultAttrs: {
    title: '温馨提示',
    content: '<p>请仔细阅读以下内容</p>',
    openOn: 'click',
    triggerText: '查看提示',
    showCancel: true,
    cancelText: '取消',
    confirmText: '确定',
    width: '87%',
  },
});
