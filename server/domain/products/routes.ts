import type { FastifySchema } from 'fastify';
import { SUCCESS_CODE } from '../../../schema/api/envelope';
import type { RoutePlugin } from '../../app/route-plugin';
import { resolveTenant } from '../../app/tenant';
import { GOODS_PLANS_PATH, GoodsPlansReplySchema, GoodsPlansRequestSchema, goodsPlans } from './goods-plans';

/**
 * The products domain's route outside the buyer contract: the goods' plans with their packages,
 * products, liabilities and factors, for the plan selector and plan tabs (the contract has no call
 * that delivers them).
 */
export const productsRoutes: RoutePlugin = (app, context) => {
  const schema = {
    summary: '本项目约定：查询商品的全部方案（产品包、主险、附加险、责任、搭配规则）及投保因子',
    operationId: 'queryGoodsPlanList',
    body: GoodsPlansRequestSchema,
    response: { 200: GoodsPlansReplySchema },
  } as FastifySchema;
  app.post<{ Body: { goodsId: string } }>(GOODS_PLANS_PATH, { schema }, async (request) => {
    const tenant = await resolveTenant(request, context.db);
    return { success: true, code: SUCCESS_CODE, value: await goodsPlans(context.db, tenant, request.body.goodsId) };
  });
};
