import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { LinkedImageSchema } from './linked-image-attrs';
import { BLANK_IMAGE_URL } from '../../blank-image';

export const pictures = defineBlock({
  component: 'pictures',
  title: '图片',
  titleEn: 'Images',
  description: '多张图片依次通栏展示，适合产品详情长图；可为图片配置跳转链接',
  descriptionEn: 'Full-width images one after another, suited to long product detail images; each may link somewhere',
  category: 'marketing',
  icon: 'FileImageOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    images: Type.Array(LinkedImageSchema, { minItems: 1, title: '图片', titleEn: 'Images' }),
    gap: Type.Optional(Type.Integer({ minimum: 0, maximum: 48, title: '图片间距（px）', titleEn: 'Image spacing (px)' })),
    lazy: Type.Optional(Type.Boolean({ title: '滚动到时再加载', titleEn: 'Load when scrolled to' })),
  }),
  defaultAttrs: { images: [{ src: BLANK_IMAGE_URL, alt: '产品介绍' }], gap: 0, lazy: true },
});
