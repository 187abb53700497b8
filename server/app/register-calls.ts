import type { FastifyInstance, FastifySchema } from 'fastify';
import { API_CALLS, type ApiCall, type ApiCallName } from '../../schema/api';
import { orderAccessAround } from '../domain/orders/access/buyer-calls';
import type { AppContext } from './app-context';
import type { CallContext, CallHandler, CallHandlers } from './call-handler';
import { CALL_RATE_LIMITS, CALL_RATE_WINDOW_MS } from './call-rate-limits';
import { CALL_OPERATIONS, callFailures } from './openapi/call-operations';
import { failureReplies } from './openapi/failure-replies';
import { READS_TENANT_HEADER } from './openapi/tenant-header-parameter';
import { PreparedReply, sendPrepared } from './prepared-reply';
import { resolveTenant } from './tenant';

/** Calls that take no money or skip validation: the mock cashier and mock orders, mounted only where MOCK_CASHIER is on. */
export const MOCK_CASHIER_CALLS: ReadonlySet<ApiCallName> = new Set<ApiCallName>(['mockPayRequest', 'mockPay', 'createMockOrder']);

/** Merges domain handler maps; a call implemented twice is a programming error. */
export function mergeHandlers(...maps: readonly CallHandlers[]): CallHandlers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [name, handler] of Object.entries(map)) {
      if (merged[name]) throw new Error(`call ${name} has two handlers`);
      merged[name] = handler;
    }
  }
  return merged as CallHandlers;
}

function routeSchema(call: ApiCall): FastifySchema {
  // `summary`, `tags` and `operationId` are read by the OpenAPI generator, not by Fastify's own type.
  return {
    summary: call.summary,
    operationId: call.name,
    tags: [CALL_OPERATIONS[call.name].tag],
    ...READS_TENANT_HEADER,
    ...(call.method === 'POST' ? { body: call.body } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    response: { 200: call.response, ...failureReplies(callFailures(call)) },
  } as FastifySchema;
}

/**
 * Mounts every call of the contract under `/api` with its body, query and response schemas, and the
 * per-address rate limit of the calls that need one (CALL_RATE_LIMITS). Calls without a handler are
 * not mounted (`missingHandlers` names them so a test can insist on none), nor the mock cashier's
 * where it is off.
 */
export function registerCalls(app: FastifyInstance, context: AppContext, handlers: CallHandlers): void {
  const aroundCall = orderAccessAround(context);
  for (const call of API_CALLS) {
    const handler = handlers[call.name] as CallHandler<ApiCall> | undefined;
    if (!handler) continue;
    if (MOCK_CASHIER_CALLS.has(call.name) && !context.config.mockCashier) continue;
    const perMinute = CALL_RATE_LIMITS[call.name];
    app.route({
      method: call.method,
      url: `/api${call.path}`,
      schema: routeSchema(call),
      // Counted per client address in the database, so every instance shares one allowance.
      ...(perMinute === undefined ? {} : { config: { rateLimit: { max: perMinute, timeWindow: CALL_RATE_WINDOW_MS } } }),
      handler: async (request, reply) => {
        const tenant = await resolveTenant(request, context.db);
        // Plain order numbers open only the caller's own orders (see orderAccessAround).
        const result = await aroundCall(call.name, tenant, request, reply, (app) =>
          handler({ body: request.body, query: request.query, tenant, ip: request.ip, app, request, reply } as CallContext<ApiCall>),
        );
        return result instanceof PreparedReply ? sendPrepared(request, reply, result) : result;
      },
    });
  }
}

/** Names of contract calls that no handler implements. */
export function missingHandlers(handlers: CallHandlers): string[] {
  return API_CALLS.filter((call) => !handlers[call.name]).map((call) => call.name);
}
