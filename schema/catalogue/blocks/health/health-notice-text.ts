import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const healthNoticeText = defineBlock({
  component: 'healthNoticeText',
  title: '健康告知文本',
  titleEn: 'Health notice text',
  description: '健康告知正文，超过最大字数时折叠，可展开和收起',
  descriptionEn: 'Health notice body text, folded beyond the maximum length, with expand and collapse',
  category: 'health',
  icon: 'FileSearchOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    content: Type.String({ title: '告知内容（HTML）', titleEn: 'Notice content (HTML)' }),
    maxLength: Type.Integer({ minimum: 1, title: '折叠时最多显示字数', titleEn: 'Characters shown when folded' }),
    expandText: Type.Optional(Type.String({ title: '展开文字', titleEn: 'Expand text' })),
    collapseText: Type.Optional(Type.String({ title: '收起文字', titleEn: 'Collapse text' })),
  }),
  placeholders: ['/content'],
  defaultAttrs: {
    title: '健康告知',
    content:
      '<p>1. 被保险人目前或过去一年内是否因疾病住院治疗？</p>' +
      '<p>2. 被保险人是否患有或曾经患有恶性肿瘤、心脑血管疾病、肝肾疾病等重大疾病？</p>' +
      '<p>3. 被保险人目前是否正在服用处方药物？</p>',
    maxLength: 100,
    expandText: '展开',
    collapseText: '收起',
  },
});
