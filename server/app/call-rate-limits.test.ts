import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../testing/call-api';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { seedTenants } from '../seed/seed-tenants';
import { CALL_RATE_LIMITS } from './call-rate-limits';

describe.each(testDatabases())('rate limits of buyer calls on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('stop one address guessing order numbers, with a Chinese message, and leave other addresses alone', async () => {
    const limit = CALL_RATE_LIMITS.queryOrderDetail ?? 0;
    const guess = (n: number, ip: string) => callApi(t, 'queryOrderDetail', { orderNo: `20261121100000${String(n).padStart(6, '0')}` }, { ip });
    const statuses: number[] = [];
    for (let n = 0; n <= limit; n += 1) statuses.push((await guess(n, '203.0.113.7')).statusCode);
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
    const refused = await guess(limit + 1, '203.0.113.7');
    expect(statuses[limit]).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 42900, message: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/) });
    expect((await guess(0, '203.0.113.8')).statusCode).not.toBe(429);
    t.clock.advance(61_000);
    expect((await guess(0, '203.0.113.7')).statusCode).not.toBe(429);
  });
});
