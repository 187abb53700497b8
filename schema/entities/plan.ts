import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { LiabilityCollocationSchema } from './liability-collocation';
import { PAYMENT_FREQUENCIES } from './order';
import { PlanPackageSchema } from './plan-package';
import { ProductSchema } from './product';

/** A plan (方案) of a goods: its packages, main and additional products, services and insured limits. */
export const PlanSchema = Type.Object(
  {
    planId: Type.String({ minLength: 1, title: '方案 ID' }),
    planName: Type.Optional(Type.String({ title: '方案名称' })),
    salesname: Type.Optional(Type.String({ title: '销售名称', description: '方案选择器按此展示' })),
    packages: Type.Array(Type.Ref(PlanPackageSchema), { title: '产品包' }),
    planConfigMainProductList: Type.Optional(Type.Array(Type.Ref(ProductSchema), { title: '主险列表' })),
    planConfigAdditionProductList: Type.Optional(Type.Array(Type.Ref(ProductSchema), { title: '附加险列表' })),
    serviceList: Type.Optional(
      Type.Array(
        Type.Object({
          serviceShowName: Type.String({ title: '服务名称' }),
          serviceDescription: Type.Optional(Type.String({ title: '服务描述' })),
          serviceRemark: Type.Optional(Type.String({ title: '服务备注' })),
        }),
        { title: '增值服务' },
      ),
    ),
    maxInsuredCount: Type.Optional(Type.Integer({ minimum: 1, title: '最多被保人数' })),
    minInsuredCount: Type.Optional(Type.Integer({ minimum: 1, default: 1, title: '最少被保人数', description: '默认 1' })),
    paymentFrequencies: Type.Optional(
      Type.Array(StringEnum(PAYMENT_FREQUENCIES), {
        title: '可选缴费频率',
        description: '本项目约定：方案接受的缴费频率；页面只按其中之一试算与下单，其余被服务端拒绝',
      }),
    ),
    defaultPaymentFrequency: Type.Optional(StringEnum(PAYMENT_FREQUENCIES, { title: '默认缴费频率' })),
    liabilityCollocationList: Type.Optional(
      Type.Array(Type.Ref(LiabilityCollocationSchema), {
        title: '责任搭配',
        description: '本项目约定：搭配行跨产品，故随方案下发',
      }),
    ),
  },
  { $id: 'Plan', title: '方案' },
);

export type Plan = Static<typeof PlanSchema>;
