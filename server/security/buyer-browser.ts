import type { LightMyRequestResponse } from 'fastify';
import type { ApiCallName } from '../../schema/api';
import { callApi, type CallOptions } from '../testing/call-api';
import { CookieJar } from '../testing/cookie-jar';
import type { TestApp } from '../testing/create-test-app';

/** One browser calling the API for a tenant, with cookies of its own (never the test app's shared jar). */
export interface BuyerBrowser {
  call(name: ApiCallName, payload: object, options?: CallOptions): Promise<LightMyRequestResponse>;
  readonly jar: CookieJar;
}

/**
 * A fresh browser for `tenant`. The security suite's buyers and attackers are each a browser of
 * their own, so a probe never carries the victim's buyer cookie by accident.
 */
export function buyerBrowser(t: TestApp, tenant?: string): BuyerBrowser {
  const jar = new CookieJar();
  return {
    jar,
    call: (name, payload, options = {}) => callApi(t, name, payload, { tenant, jar, ...options }),
  };
}
