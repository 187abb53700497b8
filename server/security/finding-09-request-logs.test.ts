import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';

/** Every line the app logs, as pino writes them. */
const lines = vi.hoisted((): string[] => []);

// The app's own logger options, at level info and into `lines` instead of stdout.
vi.mock('../logging/logger-options', async (importOriginal) => {
  const original = await importOriginal<typeof import('../logging/logger-options')>();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { loggerOptions: () => ({ ...(original.loggerOptions('info') as object), stream }) };
});

interface LogEntry {
  readonly msg: string;
  readonly reqId?: string;
  readonly req?: { readonly method?: string; readonly route?: string; readonly path?: string; readonly url?: string };
  readonly res?: { readonly statusCode?: number };
}

/**
 * Finding 9 (logs): every request line read `"url": ""`, so an incident could not be traced from the
 * logs; what a line does say must not be the query string, where phone numbers and order numbers travel.
 */
describe.each(testDatabases())('finding 9, request logs, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('say method, route, path and status of each request, and nothing of its query string', async () => {
    lines.length = 0;
    const browser = buyerBrowser(t, 'health');
    // A bank card number and a payment signature: what travels in query strings.
    const card = await browser.call('queryBankBinInfo', { dictCode: 'BANK_CARD_BIN', binNo: '6222020200112233445' });
    const pay = await browser.call('mockPay', { payApplyNo: 'PA-PROBE', timeStamp: '1', checkNo: 'CHECK-PROBE', sign: 'A'.repeat(40) });
    const detail = await browser.call('queryOrderDetail', { orderNo: '20261121100000999999' });
    const entries = lines.map((line) => JSON.parse(line) as LogEntry);
    // One line per request, once its reply has gone.
    const logged = entries.filter((entry) => entry.msg === 'request completed').map((line) => ({ ...line.req, statusCode: line.res?.statusCode }));
    expect(logged).toEqual([
      { method: 'GET', route: '/api/v1/common/queryBankBinInfo', path: '/api/v1/common/queryBankBinInfo', statusCode: card.statusCode },
      { method: 'GET', route: '/api/mockpay', path: '/api/mockpay', statusCode: pay.statusCode },
      { method: 'POST', route: '/api/v1/insure/queryOrderDetail', path: '/api/v1/insure/queryOrderDetail', statusCode: detail.statusCode },
    ]);
    const text = lines.join('');
    for (const secret of ['6222020200112233445', 'A'.repeat(40), 'CHECK-PROBE', '20261121100000999999']) expect(text).not.toContain(secret);
  });
});
