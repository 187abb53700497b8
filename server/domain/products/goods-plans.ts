import type { Static } from '@sinclair/typebox';
import type { GoodsPlansSchema } from '../../../schema/api/goods-plans';
import { requireFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import { loadPlanConfig } from './load-plan-config';
import { planEntity } from './plan-entity';
import { PRODUCT_MESSAGES } from './product-messages';

/** A goods of the tenant with every plan in display order; an unknown goods is refused with 40400. */
export async function goodsPlans(db: Queryable, tenant: string, goodsId: string): Promise<Static<typeof GoodsPlansSchema>> {
  const { rows } = await db.query<{ plan_id: string }>('SELECT plan_id FROM plans WHERE tenant_code = $1 AND goods_id = $2 ORDER BY sort_order, plan_id', [
    tenant,
    goodsId,
  ]);
  const configs = await Promise.all(rows.map((row) => loadPlanConfig(db, tenant, row.plan_id, goodsId)));
  const goods = requireFound(configs[0]?.goods, PRODUCT_MESSAGES.goodsNotFound(goodsId));
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
