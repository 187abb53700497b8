import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

/** A document as the spec describes it: type file or url opens by address, other shows its content. */
const ClauseDocumentSchema = Type.Object(
  {
    name: Type.String({ title: '名称' }),
    type: StringEnum(['file', 'url', 'other'], { title: '类型', description: 'file 文件 / url 链接 / other 文本' }),
    content: Type.String({ title: '地址或内容' }),
  },
  { additionalProperties: false, title: '文档' },
);

export const clauseList = defineBlock({
  component: 'clauseList',
  title: '条款与文件列表',
  description: '条款和文件列表，点击打开文档（PDF 用阅读器、图片用看图器），无数据时显示 暂无数据',
  category: 'product',
  icon: 'FileTextOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    source: StringEnum(['product', 'custom'], {
      title: '数据来源',
      description: 'product 按当前方案查询条款 / custom 使用下方文档',
    }),
    documents: Type.Optional(Type.Array(ClauseDocumentSchema, { title: '文档' })),
  }),
  defaultAttrs: { title: '条款及须知', source: 'product' },
});
