import { createHmac, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../testing/create-test-app';
import type { CashierNotice } from '../cashier/cashier-notice-schema';

/** The insurer's cashier the tests configure: CASHIER_URL and CASHIER_SECRET, with the mock cashier off. */
export const STAND_IN_CASHIER_ENV = {
  MOCK_CASHIER: 'false',
  CASHIER_URL: 'https://cashier.insurer.test/pay',
  CASHIER_SECRET: 'the stand-in cashier shared key, 32+ characters',
} as const;

/** A payment application as the cashier received it: the posted form's fields. */
export type ReceivedApplication = Readonly<Record<string, string>>;

/** A payment notice as the cashier posts it. */
type Notice = CashierNotice;

const APPLICATION_ORDER = ['payApplyNo', 'amount', 'description', 'notifyUrl', 'returnUrl', 'expireAt', 'timestamp', 'nonce'];
const NOTICE_ORDER = ['payApplyNo', 'amount', 'status', 'timestamp', 'nonce'];

/** The documented signature, computed here independently of the server's code. */
function hmac(order: readonly string[], fields: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha256', secret)
    .update(order.map((name) => `${name}=${fields[name] ?? ''}`).join('&'))
    .digest('hex');
}

/**
 * Plays the insurer's cashier against a test app: `receive` takes the formSubmit page action the pay
 * step produced and checks it as the cashier would (its address, its signature), `notice` signs a
 * payment notice for an application (fields overridable, the signature recomputed unless given), and
 * `post` sends it to the notify address the application named, as a form or as JSON.
 */
export function standInCashier(t: TestApp, secret: string = STAND_IN_CASHIER_ENV.CASHIER_SECRET) {
  return {
    receive(action: unknown): ReceivedApplication {
      const { pageAction, data } = action as { pageAction: string; data: { url: string; formData: Record<string, string> } };
      if (pageAction !== 'formSubmit' || data.url !== STAND_IN_CASHIER_ENV.CASHIER_URL) throw new Error(`not a form for the cashier: ${JSON.stringify(action)}`);
      const { sign, ...fields } = data.formData;
      if (sign !== hmac(APPLICATION_ORDER, fields, secret)) throw new Error('the cashier refuses an application with a bad signature');
      return data.formData;
    },
    notice(application: ReceivedApplication, overrides: Partial<Notice> = {}): Notice {
      const fields = {
        payApplyNo: application['payApplyNo'] ?? '',
        amount: application['amount'] ?? '',
        status: 'paid' as const,
        timestamp: String(Math.floor(t.clock.now().getTime() / 1000)),
        nonce: randomBytes(16).toString('hex'),
        ...overrides,
      };
      return { ...fields, sign: overrides.sign ?? hmac(NOTICE_ORDER, fields, secret) };
    },
    post(application: ReceivedApplication, notice: Notice, as: 'form' | 'json' = 'form'): Promise<LightMyRequestResponse> {
      const url = new URL(application['notifyUrl'] ?? '').pathname;
      return as === 'form'
        ? t.app.inject({ method: 'POST', url, payload: new URLSearchParams({ ...notice }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        : t.app.inject({ method: 'POST', url, payload: notice });
    },
  };
}
