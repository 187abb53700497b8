import { Type } from '@sinclair/typebox';
import { UrlSchema } from '../../common-attrs';

/** An image with an optional link, as carousels and picture lists hold them. */
export const LinkedImageSchema = Type.Object(
  {
    src: { ...UrlSchema, title: '图片地址' },
    alt: Type.Optional(Type.String({ title: '图片说明' })),
    link: Type.Optional({ ...UrlSchema, title: '点击跳转地址' }),
  },
  { additionalProperties: false, title: '图片' },
);
