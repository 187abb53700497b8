import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

/** Order detail rows the block can show (spec section 3, Order detail and Order). */
const ORDER_ROWS = [
  'goodsName',
  'planName',
  'insurancePeriod',
  'paymentPeriod',
  'paymentFrequency',
  'insuranceAmount',
  'firstYearPremium',
  'insuranceStartDate',
  'insuranceEndDate',
] as const;

export const healthOrderConfirmModule = defineBlock({
  component: 'healthOrderConfirmModule',
  title: '健康险订单确认',
  description: '健康险下单前确认订单明细（产品、方案、保险期间、缴费、保额、首期保费、保障期限）与所选方案的责任',
  category: 'module',
  icon: 'FileDoneOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    rows: Type.Array(
      StringEnum(ORDER_ROWS, {
        title: '明细项',
        description:
          'goodsName 产品名称，planName 方案，insurancePeriod 保险期间，paymentPeriod 缴费期间，paymentFrequency 缴费频率，' +
          'insuranceAmount 保额，firstYearPremium 首期保费，insuranceStartDate 起保日期，insuranceEndDate 终止日期',
      }),
      { title: '展示的订单明细', minItems: 1 },
    ),
    showLiabilities: Type.Optional(Type.Boolean({ title: '展示方案责任', description: '主险、附加险责任与保额' })),
    showServices: Type.Optional(Type.Boolean({ title: '展示增值服务' })),
  }),
  defaultAttrs: {
    rows: ['goodsName', 'planName', 'insurancePeriod', 'paymentFrequency', 'insuranceAmount', 'firstYearPremium'],
    showLiabilities: true,
    showServices: false,
  },
});
