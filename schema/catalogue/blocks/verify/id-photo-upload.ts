import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { uploadPartAttrs } from './upload-part-attrs';

export const idPhotoUpload = defineBlock({
  component: 'idPhotoUpload',
  title: '证件影像上传',
  description: '上传身份证正反面（最多 2 张）、本人照片（1 张）和在线签名（1 份），可配置展示哪些部分；上传失败提示 图片上传失败!',
  category: 'verify',
  icon: 'IdcardOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    title: Type.Optional(Type.String({ title: '标题' })),
    idCard: uploadPartAttrs('身份证正反面', 2),
    photo: uploadPartAttrs('本人照片', 1),
    signature: uploadPartAttrs('在线签名', 1),
  }),
  defaultAttrs: {
    title: '证件影像',
    idCard: { show: true, title: '身份证正反面', maxCount: 2, required: true },
    photo: { show: true, title: '本人照片', maxCount: 1, required: false },
    signature: { show: true, title: '在线签名', maxCount: 1, required: true },
  },
});
