import type { LightMyRequestResponse } from 'fastify';
import type { ApiCallName } from '../../schema/api';
import { callApi, type CallOptions } from '../testing/call-api';
import { CookieJar } from '../testing/cookie-jar';
import type { TestApp } from '../testing/create-test-app';

/** One browser behind a load balancer: each call goes to the instance the balancer picked, with the browser's cookies. */
export interface BalancedBrowser {
  call(instance: TestApp, name: ApiCallName, payload: object, options?: CallOptions): Promise<LightMyRequestResponse>;
  readonly jar: CookieJar;
}

/** A fresh browser for `tenant` whose cookies go to whichever instance serves a call. */
export function balancedBrowser(tenant?: string): BalancedBrowser {
  const jar = new CookieJar();
  return {
    jar,
    call: (instance, name, payload, options = {}) => callApi(instance, name, payload, { tenant, jar, ...options }),
  };
}
