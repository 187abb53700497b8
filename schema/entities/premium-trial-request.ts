import { Type, type Static } from '@sinclair/typebox';
import { Fen, Timestamp } from './field-types';

const PremiumFactorSchema = Type.Object(
  {
    type: Type.String({ minLength: 1, title: '因子类别', description: '如投保人、被保人或公共要素' }),
    subType: Type.Optional(Type.String({ title: '因子子类别' })),
    code: Type.String({ minLength: 1, title: '因子编码' }),
    value: Type.String({ minLength: 1, title: '因子取值', description: '每个因子都须有值才可试算' }),
  },
  { title: '保费因子' },
);

const PremiumCalculateLiabilitySchema = Type.Object(
  {
    liabilityName: Type.Optional(Type.String({ title: '责任名称' })),
    liabilityCode: Type.String({ minLength: 1, title: '责任编码' }),
    sumInsured: Type.Optional(Fen({ title: '保额' })),
  },
  { title: '试算责任' },
);

const PremiumCalculateProductSchema = Type.Object(
  {
    productId: Type.String({ minLength: 1, title: '产品 ID' }),
    productName: Type.Optional(Type.String({ title: '产品名称' })),
    productCode: Type.String({ minLength: 1, title: '产品编码' }),
    sumInsured: Type.Optional(Fen({ title: '保额' })),
    premiumCalculateLiabilityList: Type.Array(PremiumCalculateLiabilitySchema, { title: '试算责任列表' }),
  },
  { title: '试算产品' },
);

/** A premium trial (保费试算) of one plan: factors and chosen products per package. */
export const PremiumTrialRequestSchema = Type.Object(
  {
    goodsId: Type.String({ minLength: 1, title: '商品 ID' }),
    planId: Type.String({ minLength: 1, title: '方案 ID' }),
    insuranceStartDate: Type.Optional(Timestamp({ title: '保障起期' })),
    insuranceEndDate: Type.Optional(Timestamp({ title: '保障止期' })),
    premiumCalculatePackageList: Type.Array(
      Type.Object(
        {
          productPackageId: Type.String({ minLength: 1, title: '产品包 ID' }),
          productPackageCode: Type.String({ minLength: 1, title: '产品包编码' }),
          premiumFactorList: Type.Array(PremiumFactorSchema, { title: '保费因子' }),
          premiumCalculateProductList: Type.Array(PremiumCalculateProductSchema, { title: '试算产品列表' }),
        },
        { title: '试算产品包' },
      ),
      { minItems: 1, title: '试算产品包列表' },
    ),
  },
  { $id: 'PremiumTrialRequest', title: '保费试算请求' },
);

export type PremiumTrialRequest = Static<typeof PremiumTrialRequestSchema>;
