import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ImageUrlSchema, UrlSchema } from '../../common-attrs';
import { BLANK_IMAGE_URL } from '../../blank-image';

export const imageList = defineBlock({
  component: 'imageList',
  title: '图片列表',
  titleEn: 'Image list',
  description: '纵向排列的图片，可点击跳转链接，http 地址自动升级为 https',
  descriptionEn: 'Images stacked vertically, each may link somewhere; http addresses are upgraded to https',
  category: 'layout',
  icon: 'PictureOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    images: Type.Array(
      Type.Object(
        {
          url: { ...ImageUrlSchema, title: '图片地址', titleEn: 'Image address' },
          alt: Type.Optional(Type.String({ title: '替代文字', titleEn: 'Alternative text' })),
          link: Type.Optional({ ...UrlSchema, title: '点击跳转地址', titleEn: 'Link address' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, title: '图片', titleEn: 'Images' },
    ),
    gapPx: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, title: '图片间距（像素）', titleEn: 'Image spacing (pixels)' })),
  }),
  defaultAttrs: { images: [{ url: BLANK_IMAGE_URL, alt: '图片' }], gapPx: 0 },
});
