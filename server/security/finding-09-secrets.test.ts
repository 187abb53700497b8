import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { cashierFields } from '../domain/orders/testing/cashier-fields';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { paySign } from '../domain/orders/payment/pay-sign';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';
import { rowCounts } from './row-counts';

/** What every secret defaulted to outside production before 8252148: `${this}:${name}`, readable in the repository. */
const OLD_PUBLIC_DEFAULT = 'insure-h5-development-secret';

/**
 * Finding 9 (secrets): outside production, a secret the environment did not set was a public string,
 * so anyone who read the repository could sign mock payments (pay for nothing), order tokens and
 * sessions for a development or test server on a network.
 */
describe.each(testDatabases())('finding 9, secrets nobody can look up, on $name', (target) => {
  let t: TestApp;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('are random for each fresh data directory, never the old public string', () => {
    const fresh = () => {
      const dir = mkdtempSync(join(tmpdir(), 'security-secrets-'));
      dataDirs.push(dir);
      return loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    };
    const [first, second] = [fresh(), fresh()];
    const secretsOf = (config: typeof first) => [config.paySignSecret, config.smsCodeSecret, config.orderTokenSecret, config.sessionSecrets[0] ?? ''];
    for (const [mine, theirs] of secretsOf(first).map((secret, index) => [secret, secretsOf(second)[index]])) {
      expect(mine).not.toBe(theirs);
      expect(mine).not.toContain(OLD_PUBLIC_DEFAULT);
      expect(mine?.length).toBeGreaterThanOrEqual(32);
    }
  });

  it('refuse a payment signed with the old public default, paying nothing', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const cashier = cashierFields((await buyer.call('mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string);
    const before = await rowCounts(t);
    const forged = { ...cashier, sign: paySign(cashier, `${OLD_PUBLIC_DEFAULT}:PAY_SIGN_SECRET`) };
    expect(forged.sign).not.toBe(cashier.sign);
    const refused = await buyer.call('mockPay', forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: '支付签名校验失败' });
    expect(await rowCounts(t)).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('paying');
  });
});
