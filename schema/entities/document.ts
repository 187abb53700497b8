import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

export const DOCUMENT_TYPES = ['file', 'url', 'other'] as const;

/** A document opened from clause, file and information lists. */
export const DocumentSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, title: '文档 ID' }),
    type: StringEnum(DOCUMENT_TYPES, {
      title: '文档类型',
      description: 'file 文件（content 为文件地址），url 链接（content 为网址），other 富文本（content 为 HTML）',
    }),
    content: Type.String({ title: '内容' }),
    name: Type.String({ title: '名称' }),
  },
  { $id: 'Document', title: '文档' },
);

/** Named apart from the DOM `Document` type, which buyer-app code also uses. */
export type DocumentDetail = Static<typeof DocumentSchema>;
