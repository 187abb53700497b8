import { Type, type Static } from '@sinclair/typebox';
import { BenefitTableSchema } from '../entities/benefit-table';
import { Fen } from '../entities/field-types';
import { InsuredSchema } from '../entities/insured';
import { OrderSchema } from '../entities/order';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { requireProperties } from './require-properties';

/** The order as premium and benefit calculation need it: a plan, a holder, insureds and packages. */
export const CalculationBodySchema = requireProperties(
  OrderSchema,
  ['holder', 'insuredList', 'packageList'],
  '保费计算请求',
);

export const PremiumCalculateResultSchema = Type.Object(
  {
    insuredList: Type.Array(Type.Ref(InsuredSchema), { title: '被保人列表', description: '含每位被保人的保费' }),
    payType: Type.Integer({ title: '缴费类型', description: '1 年交或趸交，其余为月交' }),
    initialPremium: Fen({ title: '首期保费' }),
    totalPremium: Fen({ title: '总保费' }),
    nextPremium: Type.Optional(Fen({ title: '次月起每月保费', description: '月交时为第 2 至 12 期每期金额' })),
    totalSumInsured: Type.Optional(Fen({ title: '总保额' })),
  },
  { title: '保费计算结果' },
);

export type PremiumCalculateResult = Static<typeof PremiumCalculateResultSchema>;

export const premiumCalculate = defineCall({
  name: 'premiumCalculate',
  method: 'POST',
  path: '/v1/insure/premiumCalculate',
  summary: '按订单计算保费；20000、20019 以“温馨提示”对话框展示，其余非 0 返回码以轻提示展示',
  body: CalculationBodySchema,
  response: ResultEnvelope(PremiumCalculateResultSchema),
  client: { reminderDialog: true },
});

export const benefitCalculate = defineCall({
  name: 'benefitCalculate',
  method: 'POST',
  path: '/v1/insure/benefitCalculate',
  summary: '按订单计算利益演示表与对比图数据（即利益表调用；结果结构为本项目约定）',
  body: CalculationBodySchema,
  response: ResultEnvelope(Type.Ref(BenefitTableSchema)),
  // One order's illustration does not change during a visit: the table, chart and slider share it.
  client: { cacheInMemory: true },
});
