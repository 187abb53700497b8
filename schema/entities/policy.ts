import { Type, type Static } from '@sinclair/typebox';
import { Fen, Timestamp } from './field-types';

/** One issued policy of an order. */
export const PolicySchema = Type.Object(
  {
    policyNo: Type.String({ minLength: 1, title: '保单号' }),
    orderNo: Type.Optional(Type.String({ title: '订单号' })),
    productName: Type.Optional(Type.String({ title: '产品名称' })),
    planName: Type.Optional(Type.String({ title: '方案名称' })),
    holderName: Type.Optional(Type.String({ title: '投保人' })),
    insuredName: Type.Optional(Type.String({ title: '被保人' })),
    premium: Type.Optional(Fen({ title: '保费' })),
    sumInsured: Type.Optional(Fen({ title: '保额' })),
    insuranceStartDate: Type.Optional(Timestamp({ title: '保障起期' })),
    insuranceEndDate: Type.Optional(Timestamp({ title: '保障止期' })),
    ePolicyUrl: Type.Optional(Type.String({ title: '电子保单地址', description: '有值时展示下载按钮' })),
  },
  { $id: 'Policy', title: '保单' },
);

export type Policy = Static<typeof PolicySchema>;
