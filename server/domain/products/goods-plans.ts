import { Type, type Static } from '@sinclair/typebox';
import { ValueEnvelope } from '../../../schema/api/envelope';
import { PlanSchema } from '../../../schema/entities/plan';
import { InsuranceCategorySchema } from '../../../schema/template/insurance-category';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { Queryable } from '../../db/database';
import { loadPlanConfig } from './load-plan-config';
import { planEntity } from './plan-entity';
import { PRODUCT_MESSAGES } from './product-messages';

const FactorOptionSchema = Type.Object({ value: Type.String({ title: '取值' }), label: Type.String({ title: '展示文字' }) });

/** Body of the goods plan list route (本项目约定: the contract has no call that delivers plans). */
export const GoodsPlansRequestSchema = Type.Object({ goodsId: Type.String({ minLength: 1, title: '商品 ID' }) }, { title: '商品方案查询请求' });

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

/** The route's reply: the goods plans in the `value` envelope of the goods calls. */
export const GoodsPlansReplySchema = ValueEnvelope(GoodsPlansSchema);

/** The path the route is mounted at, under the `/api` prefix like the contract's goods calls. */
export const GOODS_PLANS_PATH = '/api/latestGoods/queryGoodsPlanList';

/** A goods of the tenant with every plan in display order; an unknown goods is refused with 40400. */
export async function goodsPlans(db: Queryable, tenant: string, goodsId: string): Promise<Static<typeof GoodsPlansSchema>> {
  const { rows } = await db.query<{ plan_id: string }>('SELECT plan_id FROM plans WHERE tenant_code = $1 AND goods_id = $2 ORDER BY sort_order, plan_id', [
    tenant,
    goodsId,
  ]);
  const first = rows[0];
  if (!first) throw new DomainError(ERROR_CODES.notFound, PRODUCT_MESSAGES.goodsNotFound(goodsId), 404);
  const configs = await Promise.all(rows.map((row) => loadPlanConfig(db, tenant, row.plan_id, goodsId)));
  const goods = configs[0]?.goods;
  if (!goods) throw new DomainError(ERROR_CODES.notFound, PRODUCT_MESSAGES.goodsNotFound(goodsId), 404);
  return {
    ...goods,
    planList: configs.map(planEntity),
    factorList: configs.flatMap((config) =>
      config.factors.map((factor) => ({
        planId: config.plan.planId,
        factorCode: factor.code,
        factorName: factor.name,
        options: [...factor.options],
        defaultValue: factor.defaultValue,
      })),
    ),
  };
}
