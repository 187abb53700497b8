import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheOf } from '../../catalogue/watch-catalogue';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { createTwoInstances, postgresUrl, twoInstancesSkipReason, type TwoInstances } from '../../testing/two-instances';
import { seedTenants } from '../../seed/seed-tenants';
import { seedHealth } from '../health/seed';
import { seedTemplates } from '../templates/seed';
import { seedProducts } from './seed';
import { healthOrderBody } from '../orders/testing/health-order-body';

const PREMIUM = '/v1/insure/premiumCalculate';

async function totalPremium(app: FastifyInstance, body: object): Promise<number> {
  const response = await postApi(app, PREMIUM, body, 'health');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: { totalPremium: number } }).result.totalPremium;
}

/** Polls until the premium differs from `before`; the milliseconds it took. */
async function changedWithin(app: FastifyInstance, body: object, before: number, limitMs: number): Promise<number> {
  const start = Date.now();
  while ((await totalPremium(app, body)) === before) {
    if (Date.now() - start > limitMs) throw new Error(`the premium did not change within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

const DOUBLE_HEALTH_RATES = "UPDATE rate_table_rows SET rate = rate * 2 WHERE tenant_code = 'health'";

describe.each(testDatabases())('premiums from the rate tables in memory on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('prices again without reading the plan or its rate tables, until a rate changes', async () => {
    const body = healthOrderBody(t.clock.now());
    const cache = catalogueCacheOf(t.db)!;
    const first = await totalPremium(t.app, body);
    const loadsAfterFirst = cache.loads;
    for (let i = 0; i < 5; i += 1) expect(await totalPremium(t.app, body)).toBe(first);
    expect(cache.loads).toBe(loadsAfterFirst);

    await t.db.query(DOUBLE_HEALTH_RATES);
    expect(await changedWithin(t.app, body, first, 1_000)).toBeLessThan(1_000);
    expect(await totalPremium(t.app, body)).toBeGreaterThan(first);
  });
});

describe.skipIf(twoInstancesSkipReason() !== undefined)('a rate change on one instance reaches the premiums of another on PostgreSQL', () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await createTwoInstances(postgresUrl(), { seed: [seedTenants, seedProducts, seedHealth, seedTemplates] });
  });
  afterAll(async () => pair.close());

  it('within a second', async () => {
    const [first, { app: other }] = pair.instances;
    const body = healthOrderBody(pair.clock.now());
    const before = await totalPremium(other, body);
    expect(await totalPremium(other, body)).toBe(before);
    // The change is made through the first instance's connections; the other hears of it by notice.
    await first.db.query(DOUBLE_HEALTH_RATES);
    expect(await changedWithin(other, body, before, 1_000)).toBeLessThan(1_000);
  });
});
