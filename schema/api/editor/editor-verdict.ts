import { Type, type Static } from '@sinclair/typebox';

/** A QA verdict on a saved draft revision. */
export const VerdictSchema = Type.Object(
  {
    revision: Type.Integer({ minimum: 1, title: '草稿修订号' }),
    verdict: Type.Union([Type.Literal('pass'), Type.Literal('fail')], { title: '结论', description: 'pass 通过，fail 不通过' }),
    note: Type.String({ title: '说明' }),
    by: Type.String({ title: '验收人' }),
    at: Type.String({ format: 'date-time', title: '时间' }),
  },
  { title: '验收结论' },
);

export type Verdict = Static<typeof VerdictSchema>;

/** Records a verdict on the draft revision the QA user previewed. */
export const RecordVerdictBodySchema = Type.Object(
  {
    revision: Type.Integer({ minimum: 1, title: '草稿修订号', description: '预览的草稿修订号；草稿已被更新时返回 409' }),
    verdict: Type.Union([Type.Literal('pass'), Type.Literal('fail')], { title: '结论' }),
    note: Type.String({ maxLength: 500, title: '说明' }),
  },
  { title: '记录验收结论', additionalProperties: false },
);
