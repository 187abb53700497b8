import { keepPreviousData, QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiCallName } from '../../schema/api';
import type { ApiBodies, ApiQueries, ApiResponses } from '../../schema/api/api-types';
import { API_ROUTES } from '../../schema/generated/api-routes.js';
import { useRuntime } from '../app/runtime-context';
import type { ApiClient } from './api-client';

/**
 * The buyer app's server data: one query cache (TanStack Query) over the API client. The client is the
 * transport (headers, envelopes, the spec's messages, merged identical calls, the order-query window);
 * this layer decides what a reply is good for and when it is no longer true:
 *
 * - a call the contract marks `cacheInMemory` (channel attributes, the goods' plans, the template) is
 *   answered once for the visit, and asked again only when a write invalidates it;
 * - every other read is fresh for no time: a block that mounts asks again, showing the last reply it
 *   had meanwhile rather than a spinner;
 * - nothing is retried behind the buyer's back (the client has already told them what failed; a block
 *   offers its own 重试) and nothing is refetched on focus or reconnect (a page in a WeChat web view
 *   loses focus at every share sheet);
 * - a write that succeeds marks stale what it changed (`STALE_AFTER`), so a page that shows it next asks
 *   the server instead of trusting a reply from before.
 */
export function createApiQueries(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
}

/** The reads each write changes on the server: after the write succeeds, their kept replies are stale. */
export const STALE_AFTER: Readonly<Partial<Record<ApiCallName, readonly ApiCallName[]>>> = {
  // The order is stored (or replaced): every view of an order, its result and its payment dates.
  submitOrder: ['queryOrderDetail', 'queryOrderByOrderNoForShow', 'queryInsureResult', 'queryPolicyResult', 'queryPolicyDetail', 'getNextPaymentPeriod'],
  createMockOrder: ['queryOrderDetail', 'queryOrderByOrderNoForShow', 'queryInsureResult', 'queryPolicyResult', 'queryPolicyDetail'],
  saveOrder: ['queryOrderDetail'],
  // A payment moves the order on: its status, result and policies.
  payConfirm: ['queryOrderDetail', 'queryOrderByOrderNoForShow', 'queryInsureResult', 'queryPolicyResult', 'queryPolicyDetail', 'queryQueryPayNextUrl'],
  mockPay: ['queryOrderDetail', 'queryOrderByOrderNoForShow', 'queryInsureResult', 'queryPolicyResult', 'queryPolicyDetail', 'queryQueryPayNextUrl'],
  mockPayRequest: ['queryOrderDetail', 'queryOrderByOrderNoForShow', 'queryInsureResult', 'queryPolicyResult', 'queryPolicyDetail'],
  // Smart underwriting answers change the notice's conclusion and the next question.
  smartQuestionAnswer: ['smartQuestionAnswers', 'queryUnderwritingQuestionInfo'],
  smartQuestionStart: ['smartQuestionAnswers', 'queryUnderwritingQuestionInfo'],
};

/** Marks stale the reads a successful write changed (`STALE_AFTER`); pages showing them ask again. */
export function invalidateAfterWrite(queries: QueryClient, write: ApiCallName): void {
  for (const read of STALE_AFTER[write] ?? []) void queries.invalidateQueries({ queryKey: [read] });
}

/** The cache key of a call: its name first, so one name's replies can be invalidated together. */
export function apiQueryKey(name: ApiCallName, body?: unknown, query?: unknown): readonly unknown[] {
  return [name, body ?? null, query ?? null];
}

/** A read as a query: its key, how it is asked, and how long its reply stays true. */
export function apiQuery<N extends ApiCallName>(api: ApiClient, name: N, body?: ApiBodies[N], query?: ApiQueries[N]) {
  return {
    queryKey: apiQueryKey(name, body, query),
    queryFn: (): Promise<ApiResponses[N]> => api.call(name, body, query),
    staleTime: API_ROUTES[name].client?.cacheInMemory ? Infinity : 0,
  } as const;
}

/** The kept reply of a read, if it has arrived: lets a block paint with data asked for while the page loaded. */
export function keptReply<N extends ApiCallName>(api: ApiClient, name: N, body?: ApiBodies[N], query?: ApiQueries[N]): ApiResponses[N] | undefined {
  return api.queries.getQueryData<ApiResponses[N]>(apiQueryKey(name, body, query));
}

/** Asks a read now (as the page loads), keeping its reply for the first block that needs it. */
export function fetchApiQuery<N extends ApiCallName>(api: ApiClient, name: N, body?: ApiBodies[N], query?: ApiQueries[N]): Promise<ApiResponses[N]> {
  return api.queries.fetchQuery(apiQuery(api, name, body, query));
}

/**
 * A read in a component: the reply (kept or fresh) and its state. `enabled: false` while the arguments
 * are not known yet (no goods, no order number). Failures are not thrown: the client has told the buyer,
 * and `isError` / `refetch` let the block show its own state and a way to ask again. `keepPrevious`:
 * when the arguments change (another plan, another start date), the reply for the previous ones stays
 * shown until the new one arrives, so a list or a row does not blink out and back.
 */
export function useApiQuery<N extends ApiCallName>(
  name: N,
  body?: ApiBodies[N],
  query?: ApiQueries[N],
  options: { readonly enabled?: boolean; readonly keepPrevious?: boolean } = {},
): UseQueryResult<ApiResponses[N]> {
  const { api } = useRuntime();
  return useQuery(
    { ...apiQuery(api, name, body, query), enabled: options.enabled ?? true, ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}) },
    api.queries,
  );
}
