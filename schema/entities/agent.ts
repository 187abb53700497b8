import { Type, type Static } from '@sinclair/typebox';
import { CustomerTypeSchema } from './customer-type';
import { NoticeQuestionSchema } from './notice-question';
import { PersonSchema } from './person';

/** The sales agent; present only when the template configures agent information. */
export const AgentSchema = Type.Object(
  {
    customerCode: Type.String({ minLength: 1, title: '营销员工号' }),
    customerType: Type.Optional(CustomerTypeSchema()),
    person: Type.Optional(Type.Ref(PersonSchema)),
    noticeQuestion: Type.Optional(Type.Array(Type.Ref(NoticeQuestionSchema), { title: '营销员问卷及声明' })),
  },
  { $id: 'Agent', title: '营销员' },
);

export type Agent = Static<typeof AgentSchema>;
