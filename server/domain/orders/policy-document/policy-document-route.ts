import type { FastifyInstance, FastifySchema } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../../app/app-context';
import { requireFound } from '../../../app/not-found';
import { commonFailures } from '../../../app/openapi/common-failures';
import { failureReplies } from '../../../app/openapi/failure-replies';
import { knownTenant } from '../../../app/tenant';
import { loadPolicyDocument } from './load-policy-document';
import { renderPolicyDocument } from './policy-document-html';
import { POLICY_DOCUMENT_PATH } from './policy-document-link';
import { POLICY_DOCUMENT_MESSAGES } from './policy-document-messages';

const PolicyDocumentQuerySchema = Type.Object({
  tenant: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title: '租户编码' }),
  policyNo: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title: '保单号' }),
  token: Type.String({ minLength: 1, maxLength: 128, title: '电子保单令牌', description: '服务端签发，随 ePolicyUrl 给出' }),
});

const POLICY_DOCUMENT_REPLY = {
  description: '电子保单（可打印的 HTML 保险单，投保人与被保人姓名已脱敏）',
  content: { 'text/html': { schema: { type: 'string' } } },
};

/**
 * `GET /api/v1/policy/document?tenant=…&policyNo=…&token=…` (本项目约定): the electronic policy a
 * policy's `ePolicyUrl` opens, as a printable HTML 保险单, shown inline. The address is handed only
 * to whoever may read the order, and its token (an HMAC over tenant and policy number, see
 * policyDocumentToken) is what authorises it, as encryptOrderNo authorises an order: a forged or
 * altered token, or another tenant's policy, answers 404 alike, so trying tells nothing. No cache
 * keeps it (it carries personal data, masked as it is); it runs no script, under the app's own CSP.
 */
export function registerPolicyDocumentRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Querystring: Static<typeof PolicyDocumentQuerySchema> }>(
    POLICY_DOCUMENT_PATH,
    {
      schema: {
        summary: '本项目约定：以 ePolicyUrl 中的令牌读取一张保单的电子保单（HTML，可打印）',
        operationId: 'readPolicyDocument',
        tags: ['order'],
        querystring: PolicyDocumentQuerySchema,
        response: { 200: POLICY_DOCUMENT_REPLY, ...failureReplies([...commonFailures('GET'), 404]) },
      } as FastifySchema,
    },
    async (request, reply) => {
      const { policyNo, token } = request.query;
      const tenant = await knownTenant(request.query.tenant, context.db);
      const facts = requireFound(await loadPolicyDocument(context, tenant, policyNo, token), POLICY_DOCUMENT_MESSAGES.notFound);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `inline; filename="${policyNo}.html"`)
        .header('cache-control', 'private, no-store')
        .send(renderPolicyDocument(facts));
    },
  );
}
