import type { LightMyRequestResponse } from 'fastify';
import type { ApiCallName } from '../../schema/api';
import { callApi, type CallOptions } from '../testing/call-api';
import type { TestApp } from '../testing/create-test-app';

/** One browser calling the API: it sends back every cookie a reply set, as a buyer's phone would. */
export interface BuyerBrowser {
  call(name: ApiCallName, payload: object, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** The `name=value` pairs it holds. */
  readonly cookies: ReadonlyMap<string, string>;
}

/**
 * A fresh browser for `tenant`. The security suite calls as a browser would so that its probes stay
 * right whether or not an order is bound to the browser that made it: an attacker is simply another
 * browser.
 */
export function buyerBrowser(t: TestApp, tenant?: string): BuyerBrowser {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async call(name, payload, options = {}) {
      const cookie = [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
      const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
      const response = await callApi(t, name, payload, { tenant, ...options, headers });
      for (const set of response.cookies) {
        if (set.value) cookies.set(set.name, set.value);
        else cookies.delete(set.name);
      }
      return response;
    },
  };
}
