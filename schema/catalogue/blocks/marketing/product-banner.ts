import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';
import { BLANK_IMAGE_URL } from '../../blank-image';

export const productBanner = defineBlock({
  component: 'productBanner',
  title: '产品头图',
  description: '页面顶部的产品头图，叠加产品名称、副标题和卖点标签',
  category: 'marketing',
  icon: 'PictureOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    image: { ...UrlSchema, title: '头图地址' },
    title: Type.String({ title: '产品名称' }),
    subtitle: Type.Optional(Type.String({ title: '副标题' })),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, title: '标签' }), { maxItems: 6, title: '卖点标签' })),
  }),
  placeholders: ['/title', '/subtitle'],
  defaultAttrs: {
    image: BLANK_IMAGE_URL,
    title: '产品名称',
    subtitle: '一句话介绍产品亮点',
    tags: ['投保简单', '保障全面'],
  },
});
