import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

/** A document as the spec describes it: type file or url opens by address, other shows its content. */
const ClauseDocumentSchema = Type.Object(
  {
    name: Type.String({ title: '名称', titleEn: 'Name' }),
    type: StringEnum(['file', 'url', 'other'], {
      title: '类型',
      titleEn: 'Type',
      description: 'file 文件 / url 链接 / other 文本',
      descriptionEn: 'file file / url link / other text',
    }),
    content: Type.String({ title: '地址或内容', titleEn: 'Address or content' }),
  },
  { additionalProperties: false, title: '文档', titleEn: 'Documents' },
);

export const clauseList = defineBlock({
  component: 'clauseList',
  title: '条款与文件列表',
  titleEn: 'Clauses and documents list',
  description: '条款和文件列表，点击打开文档（PDF 用阅读器、图片用看图器），无数据时显示 暂无数据',
  descriptionEn: 'A list of clauses and documents that open on tap (PDFs in a reader, images in a viewer), with an empty notice when there are none',
  category: 'product',
  icon: 'FileTextOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    source: StringEnum(['product', 'custom'], {
      title: '数据来源',
      titleEn: 'Data source',
      description: 'product 按当前方案查询条款 / custom 使用下方文档',
      descriptionEn: "product the current plan's clauses / custom the documents below",
    }),
    documents: Type.Optional(Type.Array(ClauseDocumentSchema, { title: '文档', titleEn: 'Documents' })),
  }),
  defaultAttrs: { title: '条款及须知', source: 'product' },
});
