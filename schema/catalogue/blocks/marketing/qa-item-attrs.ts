import { Type } from '@sinclair/typebox';

/** One question with its answer, as the FAQ accordion and the Q&A list hold them. */
export const QaItemSchema = Type.Object(
  {
    question: Type.String({ minLength: 1, title: '问题', titleEn: 'Question' }),
    answer: Type.String({ title: '回答（HTML）', titleEn: 'Answer (HTML)' }),
  },
  { additionalProperties: false, title: '问答', titleEn: 'Q&A' },
);
