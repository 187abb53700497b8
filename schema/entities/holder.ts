import { Type, type Static } from '@sinclair/typebox';
import { CompanySchema } from './company';
import { CustomerTypeSchema } from './customer-type';
import { NoticeQuestionSchema } from './notice-question';
import { PersonSchema } from './person';

/** The policyholder (form key `policyHolder`): a person, or a company when holderType is 2. */
export const HolderSchema = Type.Object(
  {
    customerType: Type.Optional(CustomerTypeSchema()),
    person: Type.Optional(Type.Ref(PersonSchema)),
    company: Type.Optional(Type.Ref(CompanySchema)),
    holderRelation: Type.Optional(Type.String({ title: '与被保人关系', description: '关系字典编码' })),
    noticeQuestion: Type.Optional(Type.Array(Type.Ref(NoticeQuestionSchema), { title: '投保人告知' })),
  },
  { $id: 'Holder', title: '投保人' },
);

export type Holder = Static<typeof HolderSchema>;
