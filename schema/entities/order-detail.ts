import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { AgentSchema } from './agent';
import { Fen, PeriodString, Timestamp } from './field-types';
import { HolderSchema } from './holder';
import { InsuredSchema } from './insured';
import { InvoiceSchema } from './invoice';
import { OrderExtraInfoSchema } from './order-extra-info';
import { PAYMENT_FREQUENCIES } from './order';

/**
 * The order as the order-detail and confirmation screens show it. It carries no encryptOrderNo: the
 * token opens the order for anyone, and this reply answers a plain order number too.
 */
export const OrderDetailSchema = Type.Object(
  {
    orderNo: Type.String({ minLength: 1, title: '订单号' }),
    goodsName: Type.Optional(Type.String({ title: '商品名称' })),
    planId: Type.Optional(Type.String({ title: '方案 ID' })),
    planName: Type.Optional(Type.String({ title: '方案名称' })),
    insurancePeriod: Type.Optional(PeriodString({ title: '保障期间' })),
    paymentFrequency: Type.Optional(StringEnum(PAYMENT_FREQUENCIES, { title: '缴费频率', description: 'month 月交，year 年交' })),
    paymentPeriod: Type.Optional(PeriodString({ title: '缴费期间' })),
    initialPremium: Type.Optional(Fen({ title: '首期保费', description: '本项目约定：首次应缴的保费（月缴为首月）' })),
    firstYearPremium: Type.Optional(Fen({ title: '首年保费' })),
    totalPremium: Type.Optional(Fen({ title: '总保费' })),
    insuranceAmount: Type.Optional(Fen({ title: '保额' })),
    insuranceStartDate: Type.Optional(Timestamp({ title: '保障起期' })),
    insuranceEndDate: Type.Optional(Timestamp({ title: '保障止期' })),
    invoice: Type.Optional(Type.Ref(InvoiceSchema)),
    holder: Type.Optional(Type.Ref(HolderSchema)),
    insuredList: Type.Optional(Type.Array(Type.Ref(InsuredSchema), { title: '被保人列表' })),
    agent: Type.Optional(Type.Ref(AgentSchema)),
    extraInfo: Type.Optional(Type.Ref(OrderExtraInfoSchema)),
  },
  { $id: 'OrderDetail', title: '订单详情' },
);

export type OrderDetail = Static<typeof OrderDetailSchema>;
