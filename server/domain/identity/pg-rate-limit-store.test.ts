import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { pgRateLimitStore } from './pg-rate-limit-store';

describe.each(testDatabases())('the database rate-limit store on $name', (target) => {
  let t: TestApp;
  let limited: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    limited = Fastify();
    await limited.register(rateLimit, { global: false, store: pgRateLimitStore(t.db, t.clock.now) });
    const twice = { config: { rateLimit: { max: 2, timeWindow: 60_000 } } };
    limited.post('/send', twice, async () => ({ ok: true }));
    limited.post('/sign-in', twice, async () => ({ ok: true }));
    limited.get('/send', twice, async () => ({ ok: true }));
    await limited.ready();
  });
  afterAll(async () => {
    await limited.close();
    await t.close();
  });

  const hit = async (method: 'GET' | 'POST', url: string) => (await limited.inject({ method, url, remoteAddress: '203.0.113.9' })).statusCode;

  it('counts each route apart: spending one route\'s allowance leaves another\'s whole', async () => {
    expect([await hit('POST', '/send'), await hit('POST', '/send'), await hit('POST', '/send')]).toEqual([200, 200, 429]);
    expect([await hit('POST', '/sign-in'), await hit('POST', '/sign-in')]).toEqual([200, 200]);
    expect(await hit('GET', '/send')).toBe(200);
    const keys = (await t.db.query<{ key: string }>('SELECT key FROM rate_limit_hits ORDER BY key')).rows.map((row) => row.key);
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => !key.includes('undefined'))).toBe(true);
  });

  it('gives a route its allowance back once its window has passed', async () => {
    expect(await hit('POST', '/send')).toBe(429);
    t.clock.advance(60_001);
    expect(await hit('POST', '/send')).toBe(200);
  });
});
