import { Type } from '@sinclair/typebox';
import { ImageUrlSchema, UrlSchema } from '../../common-attrs';

/** An image with an optional link, as carousels and picture lists hold them. */
export const LinkedImageSchema = Type.Object(
  {
    src: { ...ImageUrlSchema, title: '图片地址', titleEn: 'Image address' },
    alt: Type.Optional(Type.String({ title: '图片说明', titleEn: 'Picture story' })),
    link: Type.Optional({ ...UrlSchema, title: '点击跳转地址', titleEn: 'Link address' }),
  },
  { additionalProperties: false, title: '图片', titleEn: 'Images' },
);
