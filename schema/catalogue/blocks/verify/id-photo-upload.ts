import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { uploadPartAttrs } from './upload-part-attrs';

export const idPhotoUpload = defineBlock({
  component: 'idPhotoUpload',
  title: '证件影像上传',
  titleEn: 'ID image upload',
  description: '上传身份证正反面（最多 2 张）、本人照片（1 张）和在线签名（1 份），可配置展示哪些部分；上传失败提示 图片上传失败!',
  descriptionEn: 'Uploads both sides of the ID card (up to 2 images), a photo of the person (1) and an online signature (1), each part optional; a failed upload is reported',
  category: 'verify',
  icon: 'IdcardOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    idCard: uploadPartAttrs({ title: '身份证正反面', titleEn: 'Both sides of the ID card' }, 2),
    photo: uploadPartAttrs({ title: '本人照片', titleEn: 'Photo of the person' }, 1),
    signature: uploadPartAttrs({ title: '在线签名', titleEn: 'Online signature' }, 1),
  }),
  defaultAttrs: {
    title: '证件影像',
    idCard: { show: true, title: '身份证正反面', maxCount: 2, required: true },
    photo: { show: true, title: '本人照片', maxCount: 1, required: false },
    signature: { show: true, title: '在线签名', maxCount: 1, required: true },
  },
});
