import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

const InfoItemSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, title: '标题' }),
    summary: Type.Optional(Type.String({ title: '摘要' })),
    cover: Type.Optional({ ...UrlSchema, title: '封面图' }),
    style: StringEnum(['content', 'list'], { title: '详情样式', description: 'content 图文正文；list 条目列表' }),
    content: Type.Optional(Type.String({ title: '正文（HTML）', description: 'content 样式时展示' })),
    entries: Type.Optional(
      Type.Array(
        Type.Object(
          { title: Type.String({ minLength: 1, title: '条目标题' }), text: Type.String({ title: '条目内容' }) },
          { additionalProperties: false, title: '条目' },
        ),
        { title: '条目列表', description: 'list 样式时展示' },
      ),
    ),
  },
  { additionalProperties: false, title: '资讯' },
);

export const infoList = defineBlock({
  component: 'infoList',
  title: '资讯列表',
  description: '资讯条目列表，点击打开 /infoDetails 详情页，详情按 正文 或 列表 样式展示',
  category: 'marketing',
  icon: 'UnorderedListOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    items: Type.Array(InfoItemSchema, { minItems: 1, title: '资讯条目' }),
  }),
  placeholders: ['/items/0/content'],
  defaultAttrs: {
    title: '投保须知',
    items: [
      {
        title: '产品说明',
        summary: '了解产品保障内容',
        style: 'content',
        content: '<p>请在此填写产品说明。</p>',
      },
    ],
  },
});
