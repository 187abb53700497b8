import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { QaItemSchema } from './qa-item-attrs';

export const faqAccordion = defineBlock({
  component: 'faqAccordion',
  title: '常见问题',
  description: '常见问题折叠面板，点击问题展开回答',
  category: 'marketing',
  icon: 'QuestionCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    items: Type.Array(QaItemSchema, { minItems: 1, title: '问题列表' }),
    accordion: Type.Optional(Type.Boolean({ title: '同时只展开一项' })),
    expandFirst: Type.Optional(Type.Boolean({ title: '默认展开第一项' })),
  }),
  defaultAttrs: {
    title: '常见问题',
    items: [{ question: '投保后多久生效？', answer: '以保险合同载明的生效日期为准。' }],
    accordion: true,
    expandFirst: false,
  },
});
