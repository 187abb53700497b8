import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ImageUrlSchema } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

const InfoItemSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, title: '标题', titleEn: 'Title' }),
    summary: Type.Optional(Type.String({ title: '摘要', titleEn: 'Summary' })),
    cover: Type.Optional({ ...ImageUrlSchema, title: '封面图', titleEn: 'Cover image' }),
    style: StringEnum(['content', 'list'], {
      title: '详情样式',
      titleEn: 'Detail style',
      description: 'content 图文正文；list 条目列表',
      descriptionEn: 'content rich text; list list of entries',
    }),
    content: Type.Optional(Type.String({
      title: '正文（HTML）',
      titleEn: 'Body (HTML)',
      description: 'content 样式时展示',
      descriptionEn: 'Shown in the content style',
    })),
    entries: Type.Optional(
      Type.Array(
        Type.Object(
          {
            title: Type.String({ minLength: 1, title: '条目标题', titleEn: 'Entry title' }),
            text: Type.String({ title: '条目内容', titleEn: 'Entry content' }),
          },
          { additionalProperties: false, title: '条目', titleEn: 'Entries' },
        ),
        { title: '条目列表', titleEn: 'Entry list', description: 'list 样式时展示', descriptionEn: 'Shown in the list style' },
      ),
    ),
  },
  { additionalProperties: false, title: '资讯', titleEn: 'Article' },
);

export const infoList = defineBlock({
  component: 'infoList',
  title: '资讯列表',
  titleEn: 'Article list',
  description: '资讯条目列表，点击打开 /infoDetails 详情页，详情按 正文 或 列表 样式展示',
  descriptionEn: 'A list of articles; tapping one opens the /infoDetails page, in the content or list style',
  category: 'marketing',
  icon: 'UnorderedListOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    items: Type.Array(InfoItemSchema, { minItems: 1, title: '资讯条目', titleEn: 'Articles' }),
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
