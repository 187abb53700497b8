import type { QueryClient } from '@tanstack/react-query';
import axios, { type AxiosAdapter, isAxiosError } from 'axios';
import type { ApiCallName } from '../../schema/api';
import type { ApiBodies, ApiQueries, ApiResponses } from '../../schema/api/api-types';
import { REMINDER_DIALOG_CODES } from '../../schema/api/envelope-codes';
import { API_ROUTES } from '../../schema/generated/api-routes.js';
import { TENANT_HEADER } from '../../schema/api/tenant-header';
import { ORDER_QUERY_DEDUP_MS, ORDER_QUERY_DEDUP_RESET_MS } from '../../shared/constants';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { ApiError } from './api-error';
import { createApiQueries, invalidateAfterWrite } from './api-queries';
import { envelopeFailure } from './envelope-failure';
import { formEncode } from './form-encode';
import { NETWORK_FAILURE_MESSAGES } from './network-failure-messages';
import { REFUSAL_MESSAGES } from './refusal-messages';

/** How the client tells the buyer about failures; the app wires these to antd-mobile. */
export interface ApiNotifier {
  toast(message: string): void;
  /** The 温馨提示 dialog for codes 20000 / 20019; resolves when the buyer closes it. */
  reminder(message: string): Promise<void>;
}

export interface ApiClientOptions {
  readonly tenant: string;
  readonly notifier: ApiNotifier;
  /** Sent as the user id header (the spec's purchaseUserId). */
  readonly userId?: string;
  readonly baseURL?: string;
  readonly now?: () => number;
  /** Replaces the network (tests). */
  readonly adapter?: AxiosAdapter;
  /**
   * Calls this client must not make (the editor's preview refuses every write): such a call is not sent,
   * `refusedMessage` is toasted and the call rejects as refused.
   */
  readonly refuses?: { readonly call: (name: ApiCallName) => boolean; readonly refusedMessage: string };
  /** Headers worked out anew for each request (the running recording's id), beside the fixed ones. */
  readonly headersNow?: () => Readonly<Record<string, string>>;
}

/** Calls the contract by name; see `createApiClient`. */
export interface ApiClient {
  call<N extends ApiCallName>(name: N, body?: ApiBodies[N], query?: ApiQueries[N]): Promise<ApiResponses[N]>;
  /**
   * The server data this client has read (see `api-queries.ts`): replies kept while they are true, and
   * marked stale by the writes of this client that change them.
   */
  readonly queries: QueryClient;
  /** How many requests are on the network now: a page waiting on one is not done with what was pressed. */
  callsInFlight(): number;
}

/** Any JSON object counts: every reply style of the contract (`result`, `value`, `data`, `msg`) is one. */
function isEnvelope(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

const FIXED_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Flow-Type': 'h5' };

/**
 * The buyer app's one API client (spec section 7 and 8): fixed headers, the tenant header, credentials,
 * url-encoded bodies for form calls, identical in-flight calls merged, order and notice queries
 * de-duplicated for a second, server messages toasted through the
 * queue, 20000 / 20019 shown in the 温馨提示 dialog where the spec says, network failures told in the
 * spec's words. Every failure is also a rejected `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? (() => Date.now());
  const http = axios.create({
    baseURL: options.baseURL ?? '/api',
    withCredentials: true,
    timeout: 30_000,
    headers: { ...FIXED_HEADERS, 'X-User-Id': options.userId ?? '', [TENANT_HEADER]: options.tenant },
    ...(options.adapter ? { adapter: options.adapter } : {}),
    // Refusals come as envelopes with 4xx statuses too; they are read, not thrown.
    validateStatus: () => true,
  });
  const inFlight = new Map<string, Promise<unknown>>();
  const recent = new Map<string, { at: number; promise: Promise<unknown> }>();
  const queries = createApiQueries();
  let onTheNetwork = 0;

  async function send(name: ApiCallName, body: unknown, query: unknown): Promise<unknown> {
    const call = API_ROUTES[name];
    const networkFailure = (): ApiError => {
      const message = NETWORK_FAILURE_MESSAGES[name] ?? ERROR_MESSAGES.networkError;
      if (!call.client?.muteErrors) options.notifier.toast(message);
      return new ApiError('network', message);
    };
    const isForm = call.encoding === 'form';
    let response;
    onTheNetwork += 1;
    try {
      response = await http.request({
        method: call.method,
        url: call.path,
        params: query,
        data: call.method === 'POST' ? (isForm ? formEncode(body) : (body ?? {})) : undefined,
        headers: { ...options.headersNow?.(), ...(isForm ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      });
    } catch (error) {
      if (!isAxiosError(error)) throw error;
      throw networkFailure();
    } finally {
      onTheNetwork -= 1;
    }
    // A gateway's error page or an empty body: the call never reached the service, as good as offline.
    if (!isEnvelope(response.data)) throw networkFailure();
    const failure = envelopeFailure(response.data);
    if (!failure) return response.data;
    const message = failure.message ?? REFUSAL_MESSAGES[name] ?? (response.status >= 500 ? ERROR_MESSAGES.systemError : ERROR_MESSAGES.networkErrorShort);
    if (call.client?.muteErrors) throw new ApiError('refused', message, failure.code, response.data, response.status);
    if (call.client?.reminderDialog && failure.code !== undefined && (REMINDER_DIALOG_CODES as readonly number[]).includes(failure.code)) {
      await options.notifier.reminder(message);
      throw new ApiError('reminder', message, failure.code, response.data, response.status);
    }
    options.notifier.toast(message);
    throw new ApiError('refused', message, failure.code, response.data, response.status);
  }

  const keyOf = (name: ApiCallName, body: unknown, query: unknown) => `${name}\u0000${JSON.stringify(body ?? null)}\u0000${JSON.stringify(query ?? null)}`;

  // Implemented untyped and cast once: the per-call generic types are too deep to check here.
  const client = {
    callsInFlight: () => onTheNetwork,
    queries,
    call(name: ApiCallName, body?: unknown, query?: unknown): Promise<unknown> {
      const refuses = options.refuses;
      if (refuses?.call(name)) {
        options.notifier.toast(refuses.refusedMessage);
        return Promise.reject(new ApiError('refused', refuses.refusedMessage));
      }
      const call = API_ROUTES[name];
      const key = keyOf(name, body, query);
      if (call.client?.dedupe) {
        const last = recent.get(key);
        if (last && now() - last.at < ORDER_QUERY_DEDUP_MS) return last.promise;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = send(name, body, query).then((result) => {
        invalidateAfterWrite(queries, name);
        return result;
      });
      inFlight.set(key, promise);
      void promise.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      );
      if (call.client?.dedupe) {
        const at = now();
        recent.set(key, { at, promise });
        // The window resets: after 2 s the entry is gone whatever happened.
        setTimeout(() => {
          if (recent.get(key)?.at === at) recent.delete(key);
        }, ORDER_QUERY_DEDUP_RESET_MS);
      }
      return promise;
    },
  };
  return client as ApiClient;
}
