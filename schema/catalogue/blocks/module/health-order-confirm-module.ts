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
  'initialPremium',
  'firstYearPremium',
  'insuranceStartDate',
  'insuranceEndDate',
] as const;

export const healthOrderConfirmModule = defineBlock({
  component: 'healthOrderConfirmModule',
  title: '健康险订单确认',
  titleEn: 'Health order confirmation',
  description: '健康险下单前确认订单明细（产品、方案、保险期间、缴费、保额、首期保费、保障期限）与所选方案的责任',
  descriptionEn: "Confirms a health order's details before ordering (product, plan, insurance period, payment, sum insured, first premium, cover dates) and the chosen plan's coverage",
  category: 'module',
  icon: 'FileDoneOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    rows: Type.Array(
      StringEnum(ORDER_ROWS, {
        title: '明细项',
        titleEn: 'Detail rows',
        description:
          'goodsName 产品名称，planName 方案，insurancePeriod 保险期间，paymentPeriod 缴费期间，paymentFrequency 缴费频率，' +
          'insuranceAmount 保额，initialPremium 首期保费（本次应缴，月缴为首月），firstYearPremium 首年保费（年缴时与首期保费相同，只显示一行），' +
          'insuranceStartDate 起保日期，insuranceEndDate 终止日期',
        descriptionEn:
          'goodsName product name; planName plan; insurancePeriod insurance period; paymentPeriod payment period; paymentFrequency payment frequency; ' +
          'insuranceAmount sum insured; initialPremium first premium (due now; the first month when paid monthly); ' +
          "firstYearPremium the first year's premium (one row with the first premium when paid yearly); insuranceStartDate start date; insuranceEndDate end date",
      }),
      { title: '展示的订单明细', titleEn: 'Order details shown', minItems: 1 },
    ),
    showLiabilities: Type.Optional(Type.Boolean({
      title: '展示方案责任',
      titleEn: "Show the plan's coverage",
      description: '主险、附加险责任与保额',
      descriptionEn: 'Main cover and rider coverage with sums insured',
    })),
    showServices: Type.Optional(Type.Boolean({ title: '展示增值服务', titleEn: 'Show added services' })),
  }),
  defaultAttrs: {
    rows: ['goodsName', 'planName', 'insurancePeriod', 'paymentFrequency', 'insuranceAmount', 'initialPremium', 'firstYearPremium'],
    showLiabilities: true,
    showServices: false,
  },
});
