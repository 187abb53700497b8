import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { QaItemSchema } from './qa-item-attrs';

export const qaList = defineBlock({
  component: 'qaList',
  title: '问答列表',
  titleEn: 'Q&A list',
  description: '以 问 / 答 形式平铺展示全部问题和回答',
  descriptionEn: 'Shows every question and answer laid out as Q / A',
  category: 'marketing',
  icon: 'CommentOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    items: Type.Array(QaItemSchema, { minItems: 1, title: '问答列表', titleEn: 'Q&A list' }),
    questionMark: Type.Optional(Type.String({ title: '问题标记', titleEn: 'Question mark text', maxLength: 2 })),
    answerMark: Type.Optional(Type.String({ title: '回答标记', titleEn: 'Answer mark text', maxLength: 2 })),
  }),
  defaultAttrs: {
    title: '问答',
    items: [{ question: '谁可以投保？', answer: '符合产品投保年龄和健康告知要求的人士均可投保。' }],
    questionMark: '问',
    answerMark: '答',
  },
});
