import { Type } from '@sinclair/typebox';
import { UrlSchema } from '../../common-attrs';

/** A link inside a row's text: every occurrence of `name` in the text opens `url`. */
export const TextLinkSchema = Type.Object(
  {
    name: Type.String({
      title: '链接文字',
      titleEn: 'Link text',
      description: '须与正文中的文字一致，如《投保须知》',
      descriptionEn: "Must match the text in the body, e.g. the notice's title in book-title marks",
      minLength: 1,
    }),
    url: UrlSchema,
  },
  { additionalProperties: false, title: '链接', titleEn: 'Link' },
);
