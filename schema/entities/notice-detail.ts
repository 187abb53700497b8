import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

export const NOTICE_ANSWERS = ['Y', 'N'] as const;

/** One yes/no question of a notice, with the answer once given. */
export const NoticeDetailSchema = Type.Object(
  {
    questionCode: Type.Optional(Type.String({ title: '问题编码' })),
    noticeContent: Type.String({ title: '问题内容', description: '可含 HTML' }),
    noticeAnswer: Type.Optional(StringEnum(NOTICE_ANSWERS, { title: '回答', description: 'Y 是，N 否；未回答时缺省' })),
    smartQuestionNo: Type.Optional(
      Type.String({ title: '智能问卷编号', description: '本项目约定：回答“是”后进入该智能核保问卷' }),
    ),
  },
  { $id: 'NoticeDetail', title: '告知问题' },
);

export type NoticeDetail = Static<typeof NoticeDetailSchema>;
