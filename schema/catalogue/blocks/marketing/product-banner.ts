import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ImageUrlSchema } from '../../common-attrs';
import { BLANK_IMAGE_URL } from '../../blank-image';

export const productBanner = defineBlock({
  component: 'productBanner',
  title: '产品头图',
  titleEn: 'Product banner',
  description: '页面顶部的产品头图，叠加产品名称、副标题和卖点标签',
  descriptionEn: 'The product banner at the top of the page, with the product name, subtitle and selling point tags over it',
  category: 'marketing',
  icon: 'PictureOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    image: { ...ImageUrlSchema, title: '头图地址', titleEn: 'Banner image address' },
    title: Type.String({ title: '产品名称', titleEn: 'Product name' }),
    subtitle: Type.Optional(Type.String({ title: '副标题', titleEn: 'Subtitle' })),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, title: '标签', titleEn: 'Tag' }), { maxItems: 6, title: '卖点标签', titleEn: 'Selling point tags' }),
    ),
  }),
  placeholders: ['/title', '/subtitle'],
  defaultAttrs: {
    image: BLANK_IMAGE_URL,
    title: '产品名称',
    subtitle: '一句话介绍产品亮点',
    tags: ['投保简单', '保障全面'],
  },
});
