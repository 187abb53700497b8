import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';

const MicroAppTabSchema = Type.Object(
  {
    title: Type.String({ title: '标签名', titleEn: 'Tab name', minLength: 1 }),
    url: UrlSchema,
  },
  { additionalProperties: false, title: '标签', titleEn: 'Tags' },
);

export const tabsModule = defineBlock({
  component: 'tabsModule',
  title: '微应用标签页',
  titleEn: 'Micro-app tabs',
  description: '多个标签，每个标签的内容是按地址加载的微应用（http 地址自动升级为 https）',
  descriptionEn: 'Several tabs, each showing a micro app loaded from an address (http is upgraded to https)',
  category: 'module',
  icon: 'AppstoreOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    tabs: Type.Array(MicroAppTabSchema, { title: '标签列表', titleEn: 'Tabs', minItems: 1 }),
    defaultActiveIndex: Type.Optional(Type.Integer({
      minimum: 0,
      title: '默认标签序号',
      titleEn: 'Default tab index',
      description: '从 0 开始',
      descriptionEn: 'Starts at 0',
    })),
    height: Type.Optional(Type.Integer({ minimum: 100, maximum: 3000, title: '内容高度（px）', titleEn: 'Content height (px)' })),
  }),
  defaultAttrs: { tabs: [{ title: '条款文件', url: '/files' }], defaultActiveIndex: 0, height: 600 },
});
