import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';

export const imageUpload = defineBlock({
  component: 'imageUpload',
  title: '其他影像上传',
  description: '上传其他资料图片，默认最多 20 张；上传失败提示 图片上传失败!',
  category: 'verify',
  icon: 'PictureOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    title: Type.Optional(Type.String({ title: '标题' })),
    maxCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, title: '最多张数' })),
    tip: Type.Optional(Type.String({ title: '上传说明' })),
  }),
  defaultAttrs: { title: '其他资料', maxCount: 20, required: false },
});
