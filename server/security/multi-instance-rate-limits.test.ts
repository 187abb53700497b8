import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_RATE_LIMITS } from '../app/call-rate-limits';
import { seedTenants } from '../seed/seed-tenants';
import { callApi } from '../testing/call-api';
import { createTwoInstances, postgresUrl, twoInstancesSkipReason, type TwoInstances } from '../testing/two-instances';

const EXTRA = 10;
const skip = twoInstancesSkipReason();

/** Issue 16: per-address call limits are counted in the database, so two instances give one allowance, not two. */
describe.skipIf(skip)(`two instances on one PostgreSQL: call rate limits are one allowance${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await createTwoInstances(postgresUrl(), { seed: [seedTenants] });
  });
  afterAll(async () => pair?.close());

  it('refuses one address its guesses beyond the minute’s limit when they arrive at once on both instances', async () => {
    const limit = CALL_RATE_LIMITS.queryOrderDetail ?? 0;
    const guess = (index: number) => callApi(pair.at(index), 'queryOrderDetail', { orderNo: `2026112110${String(index).padStart(10, '0')}` }, { ip: '203.0.113.90', jar: null });
    const replies = await Promise.all(Array.from({ length: limit + EXTRA }, (_, index) => guess(index)));
    expect(replies.filter((reply) => reply.statusCode === 404)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(EXTRA);
    // Either instance goes on refusing until the window ends, and another address is not affected.
    for (const instance of pair.instances) expect((await callApi(instance, 'queryOrderDetail', { orderNo: '20261121100000000001' }, { ip: '203.0.113.90', jar: null })).statusCode).toBe(429);
    expect((await callApi(pair.instances[1], 'queryOrderDetail', { orderNo: '20261121100000000001' }, { ip: '203.0.113.91', jar: null })).statusCode).toBe(404);
  });
});
