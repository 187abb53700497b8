import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

export const signatureBoard = defineBlock({
  component: 'signatureBoard',
  title: '在线签名',
  titleEn: 'Online signature',
  description: '营销员（from=1）或投保人（from=2）在画板上手写签名，签名导出为图片上传后随订单保存',
  descriptionEn: 'The agent (from=1) or policyholder (from=2) signs by hand on a board; the signature is uploaded as an image and kept with the order',
  category: 'verify',
  icon: 'HighlightOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    from: StringEnum(['1', '2'], {
      title: '签名人',
      titleEn: 'Signer',
      description: '1 营销员；2 投保人（对应 /signBoard?from=）',
      descriptionEn: '1 agent; 2 policyholder (as in /signBoard?from=)',
    }),
    imageType: Type.Optional(StringEnum(['png', 'jpeg'], { title: '导出图片格式', titleEn: 'Image format' })),
    penColor: Type.Optional(Type.String({ title: '笔迹颜色', titleEn: 'Pen colour', pattern: '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$' })),
    clearText: Type.Optional(Type.String({ title: '重写按钮文字', titleEn: 'Clear button text' })),
    confirmText: Type.Optional(Type.String({ title: '确认按钮文字', titleEn: 'Confirm button text' })),
  }),
  defaultAttrs: {
    title: '投保人签名',
    from: '2',
    imageType: 'png',
    penColor: '#000000',
    placeholder: '请在此处签名',
    required: true,
    clearText: '重写',
    confirmText: '确认签名',
  },
});
