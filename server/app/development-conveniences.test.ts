import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS_BY_NAME } from '../../schema/api';
import { loadConfig } from '../config/load-config';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { PRODUCTION_ENV } from '../testing/production-env';
import { testDatabases } from '../testing/test-databases';
import { MOCK_CASHIER_CALLS } from './register-calls';

const PRODUCTION = { ...PRODUCTION_ENV, PAY_SIGN_SECRET: 'p' };

describe('development conveniences in the configuration', () => {
  it('are on outside production and off in production unless a setting says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ mockCashier: true, smsOutbox: true, demoAccounts: true, demoOrders: true });
    expect(loadConfig(PRODUCTION)).toMatchObject({ mockCashier: false, smsOutbox: false, demoAccounts: false, demoOrders: false });
    expect(loadConfig({ ...PRODUCTION, DEMO_ORDERS: 'true' }).demoOrders).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_ORDERS: 'false' }).demoOrders).toBe(false);
    expect(loadConfig({ ...PRODUCTION, MOCK_CASHIER: 'true' }).mockCashier).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', MOCK_CASHIER: 'false', SMS_OUTBOX: 'false' })).toMatchObject({ mockCashier: false, smsOutbox: false });
  });
});

describe.each(testDatabases())('development conveniences on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t.close());

  const status = async (app: TestApp['app'], name: string) => {
    const call = API_CALLS_BY_NAME[name as keyof typeof API_CALLS_BY_NAME];
    return (await app.inject({ method: call.method, url: `/api${call.path}`, ...(call.method === 'POST' ? { payload: {} } : {}) })).statusCode;
  };

  it('the mock cashier, mock orders and the SMS outbox answer 404 in production', async () => {
    const production = await t.buildAnotherApp(PRODUCTION);
    try {
      for (const name of MOCK_CASHIER_CALLS) expect(await status(production, name), name).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=13800000001' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('are served in development and test, where the journeys pay through the mock cashier', async () => {
    for (const name of MOCK_CASHIER_CALLS) expect(await status(t.app, name), name).not.toBe(404);
  });
});
