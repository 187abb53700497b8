import { Type } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import { queryGoodsTemplateConfig } from '../../../schema/api/goods-template';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { sendPrepared } from '../../app/prepared-reply';
import type { RoutePlugin } from '../../app/route-plugin';
import { resolveTenant } from '../../app/tenant';
import { publishedTemplateReply } from './published-reply';

const query = Type.Object({ promotionId: Type.String({ minLength: 1, title: '推广 ID' }) });

/**
 * `GET /api/v1/insure/queryGoodsTemplateConfig?promotionId=`: the contract's template query as a
 * GET, which a CDN in front of the servers may keep for a few seconds and a client may ask again with
 * If-None-Match (304 while the template is the same). Same reply, bytes and entity tag as the POST of
 * the contract, which the buyer app uses.
 */
export const templatesRoutes: RoutePlugin = (app, context) => {
  app.get<{ Querystring: { promotionId: string } }>(
    `/api${queryGoodsTemplateConfig.path}`,
    {
      schema: {
        summary: '按推广 ID 查询已发布的商品模板配置（可缓存的 GET 形式：带 ETag，If-None-Match 命中时 304；CDN 可保留 10 秒）',
        operationId: 'queryGoodsTemplateConfigGet',
        querystring: query,
        response: { 200: queryGoodsTemplateConfig.response },
      } as FastifySchema,
    },
    async (request, reply) => {
      const tenant = await resolveTenant(request, context.db);
      const prepared = await publishedTemplateReply(context.db, tenant, request.query.promotionId, (envelope) => reply.serialize(envelope) as string);
      if (prepared) return sendPrepared(request, reply, prepared);
      reply.header('cache-control', 'no-cache');
      return { success: true, code: 0, message: FLOW_MESSAGES.templateNotFound };
    },
  );
};
