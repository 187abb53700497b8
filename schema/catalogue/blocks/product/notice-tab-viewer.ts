import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { NoticeTabSchema } from './notice-tab-attrs';

export const noticeTabViewer = defineBlock({
  component: 'noticeTabViewer',
  title: '须知标签阅读',
  titleEn: 'Notice tabs',
  description: '以标签切换阅读多份须知（投保须知、免责条款等）',
  descriptionEn: 'Read several notices (purchase notice, exclusions, ...) in tabs',
  category: 'product',
  icon: 'SnippetsOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    tabs: Type.Array(NoticeTabSchema, { minItems: 1, title: '须知标签', titleEn: 'Notice tabs' }),
  }),
  placeholders: ['/tabs'],
  defaultAttrs: {
    title: '投保须知',
    tabs: [
      { title: '投保须知', content: '<p>请您仔细阅读投保须知，确认符合投保条件后再投保。</p>' },
      { title: '责任免除', content: '<p>请您重点阅读保险条款中的责任免除内容。</p>' },
    ],
  },
});
