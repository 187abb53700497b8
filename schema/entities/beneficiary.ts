import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { CompanySchema } from './company';
import { CustomerTypeSchema } from './customer-type';
import { PersonSchema } from './person';
import { BENEFICIARY_TYPES } from './beneficiary-types';
import { BENEFICIARY_RATIO_SUM } from './limits';
export { BENEFICIARY_TYPES } from './beneficiary-types';
export { BENEFICIARY_MAX, BENEFICIARY_RATIO_SUM } from './limits';

export function BeneficiaryTypeSchema() {
  return StringEnum(BENEFICIARY_TYPES, {
    title: '受益人类型',
    description: 'LEGAL / legalBeneficiary 法定受益人；specialBeneficiary / designated 指定受益人',
  });
}

/** A designated beneficiary of one insured (at most BENEFICIARY_MAX per insured). */
export const BeneficiarySchema = Type.Object(
  {
    customerType: Type.Optional(CustomerTypeSchema()),
    person: Type.Optional(Type.Ref(PersonSchema)),
    company: Type.Optional(Type.Ref(CompanySchema)),
    benefitOrder: Type.Optional(Type.Integer({ minimum: 1, title: '受益顺序' })),
    benefitRatio: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: BENEFICIARY_RATIO_SUM,
        title: '受益比例',
        description: `百分比，最多两位小数；同一顺序合计 ${BENEFICIARY_RATIO_SUM}`,
      }),
    ),
    insuredRelation: Type.Optional(Type.String({ title: '与被保人关系' })),
    insurantRelation: Type.Optional(Type.String({ title: '与被保人关系', description: 'insuredRelation 的另一写法' })),
    beneficiaryNature: Type.Optional(Type.String({ title: '受益人性质' })),
    benefitDistributeMode: Type.Optional(Type.String({ title: '受益分配方式' })),
  },
  { $id: 'Beneficiary', title: '受益人' },
);

export type Beneficiary = Static<typeof BeneficiarySchema>;
