import type { LightMyRequestResponse } from 'fastify';
import { API_CALLS_BY_NAME, type ApiCallName } from '../../../../schema/api';
import { TENANT_HEADER } from '../../../../schema/api/tenant-header';
import type { TestApp } from '../../../testing/create-test-app';

export interface CallOptions {
  readonly tenant?: string;
  readonly ip?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Calls a contract call of the app by name as the buyer app would: POST with a JSON body, or GET with
 * the payload as query parameters, under `/api`, for a tenant (default: none sent, i.e. health).
 */
export function callApi(t: TestApp, name: ApiCallName, payload: object, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const call = API_CALLS_BY_NAME[name];
  const headers = { ...(options.tenant ? { [TENANT_HEADER]: options.tenant } : {}), ...options.headers };
  const remoteAddress = options.ip ?? '127.0.0.1';
  if (call.method === 'GET') {
    const query = new URLSearchParams(payload as Record<string, string>).toString();
    return t.app.inject({ method: 'GET', url: `/api${call.path}?${query}`, headers, remoteAddress });
  }
  return t.app.inject({ method: 'POST', url: `/api${call.path}`, payload, headers, remoteAddress });
}

/** The latest SMS code sent to a phone of a tenant, read from the development outbox. */
export async function latestSmsCode(t: TestApp, phone: string, tenant?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${phone}`,
    headers: tenant ? { [TENANT_HEADER]: tenant } : {},
  });
  const code = (response.json() as { result: { code: string | null }[] }).result[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}
