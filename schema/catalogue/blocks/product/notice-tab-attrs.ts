import { Type } from '@sinclair/typebox';
import { UrlSchema } from '../../common-attrs';

/**
 * One tab of notices to read: inline HTML, or a document address (PDF or image) when the text lives
 * in a file. At least one of the two is expected; the runtime shows whichever is set.
 */
export const NoticeTabSchema = Type.Object(
  {
    title: Type.String({ title: '标签标题', titleEn: 'Tab titles' }),
    content: Type.Optional(Type.String({ title: '内容（HTML）', titleEn: 'Content (HTML)' })),
    documentUrl: Type.Optional({
      ...UrlSchema,
      title: '文档地址',
      titleEn: 'Document address',
      description: 'PDF 或图片，设置后代替内容显示',
      descriptionEn: 'A PDF or image, shown instead of the content when set',
    }),
  },
  { additionalProperties: false, title: '标签', titleEn: 'Tags' },
);
