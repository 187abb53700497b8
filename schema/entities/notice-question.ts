import { Type, type Static } from '@sinclair/typebox';
import { AllowInsureSchema } from './allow-insure';
import { NoticeDetailSchema } from './notice-detail';
import { NoticeObjectTypeSchema } from './notice-object-type';

/**
 * One notice a party has answered (health notice, agent declaration, ...), carried in the party's
 * `noticeQuestion` list so the server can re-check the verdict.
 */
export const NoticeQuestionSchema = Type.Object(
  {
    noticeType: Type.String({ minLength: 1, title: '告知类型', description: '如 healthNotice 健康告知' }),
    noticeObjectType: NoticeObjectTypeSchema(),
    noticeDetailList: Type.Array(Type.Ref(NoticeDetailSchema), { title: '告知问题及回答' }),
    allowInsure: Type.Optional(AllowInsureSchema()),
    notAllowInsureReason: Type.Optional(Type.String({ title: '不可投保原因' })),
    xdQuestionCode: Type.Optional(Type.String({ title: '所选问题编码', description: '健康告知拒保后选择的问题编码' })),
    applyNo: Type.Optional(Type.String({ title: '智能问卷申请号' })),
  },
  { $id: 'NoticeQuestion', title: '告知作答' },
);

export type NoticeQuestion = Static<typeof NoticeQuestionSchema>;
