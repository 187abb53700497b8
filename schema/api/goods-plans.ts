import { Type } from '@sinclair/typebox';
import { PlanSchema } from '../entities/plan';
import { InsuranceCategorySchema } from '../template/insurance-category';
import { defineCall } from './define-call';
import { ValueEnvelope } from './envelope';

const FactorOptionSchema = Type.Object({ value: Type.String({ title: '取值' }), label: Type.String({ title: '展示文字' }) });

/** The goods with its plans and each plan's premium factors. */
export const GoodsPlansSchema = Type.Object(
  {
    goodsId: Type.String({ title: '商品 ID' }),
    goodsName: Type.String({ title: '商品名称' }),
    insuranceCategory: InsuranceCategorySchema,
    companyName: Type.String({ title: '承保公司' }),
    planList: Type.Array(Type.Ref(PlanSchema), { title: '方案列表', description: '按展示顺序' }),
    factorList: Type.Array(
      Type.Object({
        planId: Type.String({ title: '方案 ID' }),
        factorCode: Type.String({ title: '因子编码', description: 'insurancePeriod、paymentPeriod 或动态因子，如 socialSecurity' }),
        factorName: Type.String({ title: '因子名称' }),
        options: Type.Array(FactorOptionSchema, { title: '可选值' }),
        defaultValue: Type.String({ title: '默认值' }),
      }),
      { title: '投保因子', description: '联动后的可选值由 queryDynamicFactor 给出' },
    ),
  },
  { title: '商品方案' },
);

export const queryGoodsPlanList = defineCall({
  name: 'queryGoodsPlanList',
  method: 'POST',
  path: '/latestGoods/queryGoodsPlanList',
  summary: '本项目约定：查询商品的全部方案（产品包、主险、附加险、责任、搭配规则）及投保因子，供方案选择与保障内容展示',
  body: Type.Object({ goodsId: Type.String({ minLength: 1, title: '商品 ID' }) }, { title: '商品方案查询请求' }),
  response: ValueEnvelope(GoodsPlansSchema),
  client: { cacheInMemory: true },
});
