import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_CALLS_BY_NAME, type ApiCallName } from '../../schema/api';
import { TENANT_HEADER } from '../../schema/api/tenant-header';
import type { CookieJar } from './cookie-jar';
import type { TestApp } from './create-test-app';

/** How a test request is sent: for which tenant (none sent: the default tenant), from which address, with which other headers. */
export interface CallOptions {
  readonly tenant?: string | undefined;
  readonly ip?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The browser the call comes from (callApi only): its cookies are sent and what the reply sets is
   * kept. Default: the test app's own browser (`t.cookies`); null: a caller holding no cookie.
   */
  readonly jar?: CookieJar | null;
}

/** A request to a path under `/api`: a JSON body (or a form as text, with its content type among the headers). */
export interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly payload?: object | string;
}

/** Sends a request under `/api` as the buyer app and the editor do: the tenant in the tenant header. */
export function injectApi(app: FastifyInstance, request: ApiRequest, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers = { ...(options.tenant ? { [TENANT_HEADER]: options.tenant } : {}), ...options.headers };
  return app.inject({
    method: request.method,
    url: `/api${request.path}`,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** POSTs a JSON body to a path under `/api` for a tenant (none: the default tenant). */
export function postApi(app: FastifyInstance, path: string, payload: object, tenant?: string): Promise<LightMyRequestResponse> {
  return injectApi(app, { method: 'POST', path, payload }, { tenant });
}

/**
 * Calls a contract call of the app by name as the buyer app would: POST with a JSON body, or GET with
 * the payload as query parameters, under `/api`, for a tenant (default: none sent, i.e. health), from
 * a browser that keeps its cookies (default: the test app's, see `CallOptions.jar`).
 */
export async function callApi(t: TestApp, name: ApiCallName, payload: object, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const call = API_CALLS_BY_NAME[name];
  const jar = options.jar === undefined ? t.cookies : options.jar;
  const cookie = jar?.header();
  const sent = { ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } };
  const response =
    call.method === 'GET'
      ? await injectApi(t.app, { method: 'GET', path: `${call.path}?${new URLSearchParams(payload as Record<string, string>).toString()}` }, sent)
      : await injectApi(t.app, { method: 'POST', path: call.path, payload }, sent);
  jar?.keep(response);
  return response;
}
