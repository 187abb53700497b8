import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, ApiCallName, ApiCallsByName } from '../../schema/api';
import type { CallBody, CallQuery, CallResponse } from '../../schema/api/define-call';
import type { AppContext } from './app-context';
import type { PreparedReply } from './prepared-reply';

/** What a call handler receives: the validated body and query, the tenant, and the app's services. */
export interface CallContext<C extends ApiCall> {
  readonly body: CallBody<C>;
  readonly query: CallQuery<C>;
  /** The tenant code from the tenant header, already checked to exist. */
  readonly tenant: string;
  /** The client's address, for per-IP limits. */
  readonly ip: string;
  readonly app: AppContext;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * Implements one call of the contract; its reply is serialized with the call's response schema, or
 * was serialized with it ahead of time (a PreparedReply, sent as it is).
 */
export type CallHandler<C extends ApiCall> = (context: CallContext<C>) => Promise<CallResponse<C> | PreparedReply>;

/** A domain's handlers, keyed by call name. */
export type CallHandlers = { readonly [N in ApiCallName]?: CallHandler<ApiCallsByName[N]> };
