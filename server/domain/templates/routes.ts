import type { FastifySchema } from 'fastify';
import type { CallQuery } from '../../../schema/api/define-call';
import { queryGoodsTemplateConfig } from '../../../schema/api/goods-template';
import { PreparedReply, sendPrepared } from '../../app/prepared-reply';
import type { RoutePlugin } from '../../app/route-plugin';
import { resolveTenant } from '../../app/tenant';
import { CALL_OPERATIONS, callFailures } from '../../app/openapi/call-operations';
import { failureReplies } from '../../app/openapi/failure-replies';
import { READS_TENANT_HEADER } from '../../app/openapi/tenant-header-parameter';
import { answerTemplateQuery } from './published-reply';

/** The reply to an If-None-Match that names the template the promotion has: no body. */
const NOT_MODIFIED = { description: 'If-None-Match 与当前模板的 ETag 相同：模板未变，无响应体', type: 'null' };

/**
 * `GET /api/v1/insure/queryGoodsTemplateConfig?promotionId=`: the contract's template query as a
 * GET, which a CDN in front of the servers may keep for a few seconds and a client may ask again with
 * If-None-Match (304 while the template is the same). Same reply, bytes and entity tag as the POST of
 * the contract, which the buyer app uses.
 */
export const templatesRoutes: RoutePlugin = (app, context) => {
  app.get<{ Querystring: CallQuery<typeof queryGoodsTemplateConfig> }>(
    `/api${queryGoodsTemplateConfig.path}`,
    {
      schema: {
        summary: '按推广 ID 查询已发布的商品模板配置（可缓存的 GET 形式：带 ETag，If-None-Match 命中时 304；CDN 可保留 10 秒）',
        operationId: 'queryGoodsTemplateConfigGet',
        tags: [CALL_OPERATIONS.queryGoodsTemplateConfig.tag],
        ...READS_TENANT_HEADER,
        querystring: queryGoodsTemplateConfig.query,
        response: {
          200: queryGoodsTemplateConfig.response,
          304: NOT_MODIFIED,
          ...failureReplies(callFailures({ name: queryGoodsTemplateConfig.name, method: 'GET' })),
        },
      } as FastifySchema,
    },
    async (request, reply) => {
      const answer = await answerTemplateQuery(context.db, await resolveTenant(request, context.db), request.query.promotionId, reply);
      if (answer instanceof PreparedReply) return sendPrepared(request, reply, answer);
      reply.header('cache-control', 'no-cache');
      return answer;
    },
  );
};
