import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { QaItemSchema } from './qa-item-attrs';

export const faqAccordion = defineBlock({
  component: 'faqAccordion',
  title: '常见问题',
  titleEn: 'FAQ',
  description: '常见问题折叠面板，点击问题展开回答',
  descriptionEn: 'FAQ accordion: tapping a question unfolds its answer',
  category: 'marketing',
  icon: 'QuestionCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    items: Type.Array(QaItemSchema, { minItems: 1, title: '问题列表', titleEn: 'Questions' }),
    accordion: Type.Optional(Type.Boolean({ title: '同时只展开一项', titleEn: 'One open at a time' })),
    expandFirst: Type.Optional(Type.Boolean({ title: '默认展开第一项', titleEn: 'First one open by default' })),
  }),
  defaultAttrs: {
    title: '常见问题',
    items: [{ question: '投保后多久生效？', answer: '以保险合同载明的生效日期为准。' }],
    accordion: true,
    expandFirst: false,
  },
});
