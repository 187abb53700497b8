import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { AllowInsureSchema } from './allow-insure';
import { BENEFICIARY_MAX, BeneficiarySchema, BeneficiaryTypeSchema } from './beneficiary';
import { Fen } from './field-types';
import { NoticeQuestionSchema } from './notice-question';
import { PersonSchema } from './person';
import { PlanPackageSchema } from './plan-package';

export const YES_NO = ['Y', 'N'] as const;

/** One insured person (form key `insured[i]`). */
export const InsuredSchema = Type.Object(
  {
    insuredType: Type.Optional(Type.String({ title: '被保人类型' })),
    holderRelation: Type.Optional(
      Type.String({ title: '与投保人关系', description: 'self 或 SELF 表示本人，此时复制投保人信息；只能有一个 SELF' }),
    ),
    person: Type.Optional(Type.Ref(PersonSchema)),
    beneficiaryType: Type.Optional(BeneficiaryTypeSchema()),
    beneficiaryList: Type.Optional(Type.Array(Type.Ref(BeneficiarySchema), { maxItems: BENEFICIARY_MAX, title: '受益人列表' })),
    packageList: Type.Optional(Type.Array(Type.Ref(PlanPackageSchema), { title: '所选产品包' })),
    noticeQuestion: Type.Optional(Type.Array(Type.Ref(NoticeQuestionSchema), { title: '被保人告知' })),
    selected: Type.Optional(Type.Boolean({ title: '是否选中', description: '为 false 时不计入投保' })),
    allowInsure: Type.Optional(AllowInsureSchema()),
    notAllowInsureReason: Type.Optional(Type.String({ title: '不可投保原因' })),
    holderExemptionInsurance: Type.Optional(StringEnum(YES_NO, { title: '投保人豁免', description: 'Y 是，N 否' })),
    premium: Type.Optional(Fen({ title: '被保人保费' })),
    initialPremium: Type.Optional(Fen({ title: '被保人首期保费' })),
    nextPremium: Type.Optional(Fen({ title: '被保人次月起每月保费' })),
    sumInsured: Type.Optional(Fen({ title: '被保人保额' })),
  },
  { $id: 'Insured', title: '被保人' },
);

export type Insured = Static<typeof InsuredSchema>;
