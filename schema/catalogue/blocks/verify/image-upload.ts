import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';

export const imageUpload = defineBlock({
  component: 'imageUpload',
  title: '其他影像上传',
  titleEn: 'Other image upload',
  description: '上传其他资料图片，默认最多 20 张；上传失败提示 图片上传失败!',
  descriptionEn: 'Uploads images of other documents, up to 20 by default; a failed upload is reported',
  category: 'verify',
  icon: 'PictureOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    maxCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, title: '最多张数', titleEn: 'Maximum images' })),
    tip: Type.Optional(Type.String({ title: '上传说明', titleEn: 'Upload note' })),
  }),
  defaultAttrs: { title: '其他资料', maxCount: 20, required: false },
});
