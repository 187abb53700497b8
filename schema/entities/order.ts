import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { AgentSchema } from './agent';
import { AllowInsureSchema } from './allow-insure';
import { Fen, PeriodString, Timestamp } from './field-types';
import { HolderSchema } from './holder';
import { InsuredSchema } from './insured';
import { InvoiceSchema } from './invoice';
import { NoticeObjectTypeSchema } from './notice-object-type';
import { OrderExtraInfoSchema } from './order-extra-info';
import { PageExtraInfoSchema } from './page-extra-info';
import { PaymentInfoSchema } from './payment-info';
import { PlanPackageSchema } from './plan-package';

export const PAYMENT_FREQUENCIES = ['month', 'year'] as const;

/**
 * The order the buyer app builds and sends to trial, nextStep, save and submit, and gets back from the
 * order queries. Only planId is always present; calls that need more say so in their body schema.
 */
export const OrderSchema = Type.Object(
  {
    orderNo: Type.Optional(Type.String({ title: '订单号' })),
    encryptOrderNo: Type.Optional(Type.String({ title: '加密订单号' })),
    thirdOrderNo: Type.Optional(Type.String({ title: '第三方订单号' })),
    thirdOrderNoType: Type.Optional(Type.String({ title: '第三方订单号类型' })),
    thirdChannelCode: Type.Optional(Type.String({ title: '第三方渠道编码' })),
    purchaseUserId: Type.Optional(Type.String({ title: '购买用户 ID' })),
    goodsId: Type.Optional(Type.String({ title: '商品 ID' })),
    planId: Type.String({ minLength: 1, title: '方案 ID' }),
    promotionId: Type.Optional(Type.String({ title: '推广 ID' })),
    goodsName: Type.Optional(Type.String({ title: '商品名称' })),
    channelCodeStatus: Type.Optional(Type.String({ title: '渠道状态', description: 'offSale 时暂停投保' })),
    affiliationName: Type.Optional(Type.String({ title: '归属机构名称' })),
    holder: Type.Optional(Type.Ref(HolderSchema)),
    insuredList: Type.Optional(Type.Array(Type.Ref(InsuredSchema), { title: '被保人列表' })),
    packageList: Type.Optional(Type.Array(Type.Ref(PlanPackageSchema), { title: '所选产品包' })),
    agent: Type.Optional(Type.Ref(AgentSchema)),
    invoice: Type.Optional(Type.Ref(InvoiceSchema)),
    currentUrl: Type.Optional(Type.String({ title: '当前页面地址' })),
    dataSource: Type.Optional(
      Type.String({ title: '数据来源', description: '真实订单为 h5；模拟订单的支付来源为 WECHAT' }),
    ),
    buttonCode: Type.Optional(Type.String({ title: '按钮编码' })),
    pageExtraInfo: Type.Optional(Type.Ref(PageExtraInfoSchema)),
    premium: Type.Optional(Fen({ title: '保费' })),
    initialPremium: Type.Optional(Fen({ title: '首期保费' })),
    nextPremium: Type.Optional(Fen({ title: '次月起每月保费' })),
    totalPremium: Type.Optional(Fen({ title: '总保费' })),
    totalSumInsured: Type.Optional(Fen({ title: '总保额' })),
    trialPrice: Type.Optional(Fen({ title: '试算价格' })),
    insuredListPremium: Type.Optional(Fen({ title: '被保人保费合计' })),
    sumInsured: Type.Optional(Fen({ title: '保额' })),
    payType: Type.Optional(Type.Integer({ title: '缴费类型', description: '1 年交或趸交，其余为月交' })),
    paymentFrequency: Type.Optional(
      StringEnum(PAYMENT_FREQUENCIES, {
        title: '缴费频率',
        description: 'month 月交（默认），year 年交（寿险、健康险默认）',
      }),
    ),
    payment: Type.Optional(Type.Ref(PaymentInfoSchema)),
    insurePeriod: Type.Optional(PeriodString({ title: '保障期间' })),
    insuranceStartDate: Type.Optional(Timestamp({ title: '保障起期' })),
    insuranceEndDate: Type.Optional(Timestamp({ title: '保障止期' })),
    allowInsure: Type.Optional(AllowInsureSchema()),
    noticeType: Type.Optional(Type.String({ title: '告知类型', description: '如 healthNotice' })),
    noticeObjectType: Type.Optional(NoticeObjectTypeSchema()),
    extraInfo: Type.Optional(Type.Ref(OrderExtraInfoSchema)),
  },
  { $id: 'Order', title: '订单' },
);

export type Order = Static<typeof OrderSchema>;
