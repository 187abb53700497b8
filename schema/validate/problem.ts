import { Type, type Static } from '@sinclair/typebox';

/** One validation finding: where (a JSON Pointer into the template) and what (Chinese, for operators). */
export const ProblemSchema = Type.Object(
  {
    path: Type.String({ title: 'JSON Pointer' }),
    message: Type.String({ title: '问题说明' }),
  },
  { additionalProperties: false },
);

export type Problem = Static<typeof ProblemSchema>;
