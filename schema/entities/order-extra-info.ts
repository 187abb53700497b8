import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { Fen, PeriodString, SMS_CODE_PATTERN } from './field-types';

export const OPEN_RENEWAL_VALUES = ['true', 'false'] as const;

/**
 * The order's `extraInfo` bag. The listed keys are those the spec names; an insurer backend may add
 * its own, so the object stays open.
 */
export const OrderExtraInfoSchema = Type.Object(
  {
    commonFactors: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
        title: '公共因子',
        description: '试算公共要素（trailElement[2]）按因子编码取值',
      }),
    ),
    validateCode: Type.Optional(Type.String({ pattern: SMS_CODE_PATTERN, title: '短信验证码' })),
    trailElementData: Type.Optional(
      Type.Array(Type.Record(Type.String(), Type.Unknown()), {
        maxItems: 3,
        title: '试算要素',
        description: '依次为投保人、被保人、公共要素',
      }),
    ),
    iseeBiz: Type.Optional(Type.String({ title: '风控业务标识' })),
    purchaseUserId: Type.Optional(Type.String({ title: '购买用户 ID' })),
    thirdOrderNo: Type.Optional(Type.String({ title: '第三方订单号' })),
    thirdOrderNoType: Type.Optional(Type.String({ title: '第三方订单号类型' })),
    insuredExtension: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { title: '被保人扩展信息' })),
    insurancePeriod: Type.Optional(PeriodString({ title: '保障期间' })),
    openRenewal: Type.Optional(
      StringEnum(OPEN_RENEWAL_VALUES, { title: '开通自动续保', description: '以字符串传递：true 开通，false 未开通' }),
    ),
    paymentAmount: Type.Optional(Fen({ title: '支付金额' })),
    totalPremium: Type.Optional(Fen({ title: '总保费' })),
    staffPurchase: Type.Optional(
      Type.Boolean({
        title: '员工投保',
        description: '本项目约定：提交时服务器按投保人姓名与证件核对本租户在职员工后写入（关联交易与员工自保的合规登记）；客户端传入的值被忽略',
      }),
    ),
  },
  { $id: 'OrderExtraInfo', title: '订单扩展信息' },
);

export type OrderExtraInfo = Static<typeof OrderExtraInfoSchema>;
