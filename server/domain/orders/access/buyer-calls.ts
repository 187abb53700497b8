import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCallName } from '../../../../schema/api';
import type { AppContext } from '../../../app/app-context';
import { buyerCookieSigner, readBuyerId } from './buyer-cookie';
import { BuyerOrderAccess } from './buyer-order-access';
import { createdOrderNo } from './created-order';
import { tieNamedRecording } from '../../recordings/tie-named-recording';

/** Calls that are not a buyer's: the cashier's payment, whose signed fields name the payment and so the order. */
const SERVER_CALLS: ReadonlySet<ApiCallName> = new Set<ApiCallName>(['mockPay']);

/** Runs one call's handler with the app context it is to see. */
export type AroundCall = <T>(name: ApiCallName, tenant: string, request: FastifyRequest, reply: FastifyReply, run: (app: AppContext) => Promise<T>) => Promise<T>;

/**
 * Wraps every buyer call in the caller's OrderAccess: its handler sees an app context whose
 * `orderAccess` lets `findOrder` open an order by plain number only for the buyer of the signed
 * cookie who created it or named it by its token. Once the handler has succeeded, the order a
 * creating call answers with is granted, and the call's grants are stored (see
 * BuyerOrderAccess.commit); a call that fails grants nothing.
 */
export function orderAccessAround(context: AppContext): AroundCall {
  const signer = buyerCookieSigner(context.config.sessionSecrets);
  return async (name, tenant, request, reply, run) => {
    if (SERVER_CALLS.has(name)) return run(context);
    const access = new BuyerOrderAccess(readBuyerId(request, signer), context.now());
    const result = await run({ ...context, orderAccess: access });
    const created = createdOrderNo(name, result);
    if (created) access.grant(tenant, created);
    const buyerId = await access.commit(context.db, reply, signer, context.config.sessionCookieSecure);
    if (created) await tieNamedRecording(context, request, tenant, created, buyerId);
    return result;
  };
}
