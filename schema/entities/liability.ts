import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { Fen } from './field-types';

/** How a liability's sum insured is chosen: fixed, from a list, by a stepper, or typed in. */
export const SUM_INSURED_SUB_TYPES = ['fixed', 'enum', 'step', 'input'] as const;

/** One guarantee liability of a product, with the way its sum insured is chosen. */
export const LiabilitySchema = Type.Object(
  {
    id: Type.Optional(Type.String({ title: 'ID' })),
    liabilityCode: Type.String({ minLength: 1, title: '责任编码' }),
    liabilityName: Type.String({ title: '责任名称' }),
    liabilityAlias: Type.Optional(Type.String({ title: '责任别名' })),
    isOptional: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '是否可选', description: '1 可选，0 必选' })),
    remark: Type.Optional(Type.String({ title: '责任说明' })),
    simpleRemark: Type.Optional(Type.String({ title: '简要说明' })),
    sumInsuredValueStr: Type.Optional(Type.String({ title: '保额展示文字' })),
    sumInsuredString: Type.Optional(Type.String({ title: '保额文字' })),
    sumInsured: Type.Optional(Fen({ title: '保额' })),
    sumInsuredSubType: Type.Optional(
      StringEnum(SUM_INSURED_SUB_TYPES, {
        title: '保额选择方式',
        description: 'fixed 固定，enum 枚举，step 步长，input 输入',
      }),
    ),
    fixedSumInsuredValue: Type.Optional(Fen({ title: '固定保额' })),
    enumSumInsuredValueList: Type.Optional(
      Type.Array(
        Type.Object({
          label: Type.String({ title: '展示文字' }),
          value: Fen({ title: '保额' }),
          remark: Type.Optional(Type.String({ title: '说明' })),
        }),
        { title: '保额枚举' },
      ),
    ),
    stepSumInsuredValue: Type.Optional(
      Type.Object(
        { minValue: Fen({ title: '最小保额' }), maxValue: Fen({ title: '最大保额' }), stepValue: Fen({ title: '步长' }) },
        { title: '步长保额' },
      ),
    ),
    inputSumInsuredValue: Type.Optional(
      Type.Object({ minValue: Fen({ title: '最小保额' }), maxValue: Fen({ title: '最大保额' }) }, { title: '输入保额范围' }),
    ),
  },
  { $id: 'Liability', title: '保障责任' },
);

export type Liability = Static<typeof LiabilitySchema>;
