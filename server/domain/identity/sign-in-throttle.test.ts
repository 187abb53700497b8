import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS, SECOND_MS } from '../../app/durations';
import { seedTenants } from '../../seed/seed-tenants';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createEditorUser, editorInject, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { SIGN_IN_LOCK_MS, SIGN_IN_MAX_FAILURES, SIGN_IN_REQUESTS_PER_MINUTE } from './session-limits';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases())('sign-in throttling on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
    for (const username of ['throttle-account', 'throttle-victim', 'throttle-window', 'throttle-cleared']) {
      await createEditorUser(t, username, 'health', ['operator']);
    }
  });
  afterAll(async () => t.close());

  const signIn = async (username: string, password: string, ip: string) => {
    const response = await editorInject(t, { method: 'POST', path: '/session', body: { username, password }, ip });
    return { status: response.statusCode, json: response.json() as Json };
  };

  it('locks an account for 15 minutes at its 5th failure, from whatever addresses, even to the right password', async () => {
    const variants = ['throttle-account', 'THROTTLE-ACCOUNT', ' Throttle-Account', 'throttle-account', 'throttle-account'];
    const statuses = [];
    for (const [index, username] of variants.entries()) statuses.push((await signIn(username, 'wrong password', `10.5.0.${index + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(variants).toHaveLength(SIGN_IN_MAX_FAILURES);

    const locked = await signIn('throttle-account', TEST_PASSWORD, '10.5.1.1');
    expect(locked).toMatchObject({ status: 429, json: { code: 42900, message: '登录失败次数过多，已锁定，请 15 分钟后再试' } });
    expect(locked.json.details.lockedUntil).toBe(new Date(t.clock.now().getTime() + SIGN_IN_LOCK_MS).toISOString());

    t.clock.advance(SIGN_IN_LOCK_MS - MINUTE_MS);
    const stillLocked = await signIn('throttle-account', TEST_PASSWORD, '10.5.1.2');
    expect(stillLocked).toMatchObject({ status: 429, json: { message: expect.stringContaining('1 分钟后再试') } });

    t.clock.advance(MINUTE_MS);
    expect((await signIn('throttle-account', TEST_PASSWORD, '10.5.1.3')).status).toBe(200);
  });

  it('locks an address after 5 failures across usernames, and only that address', async () => {
    const statuses = [];
    for (const username of ['no-one-1', 'no-one-2', 'throttle-victim', 'no-one-3', 'no-one-4']) statuses.push((await signIn(username, 'wrong password', '10.6.0.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn('throttle-victim', TEST_PASSWORD, '10.6.0.1'))).toMatchObject({ status: 429, json: { message: expect.stringContaining('分钟后再试') } });
    expect((await signIn('throttle-victim', TEST_PASSWORD, '10.6.0.2')).status).toBe(200);
    t.clock.advance(SIGN_IN_LOCK_MS);
    expect((await signIn('throttle-victim', TEST_PASSWORD, '10.6.0.1')).status).toBe(200);
  });

  it('counts failures within 15 minutes only', async () => {
    for (let failure = 1; failure < SIGN_IN_MAX_FAILURES; failure += 1) expect((await signIn('throttle-window', 'wrong', `10.8.0.${failure}`)).status).toBe(401);
    t.clock.advance(SIGN_IN_LOCK_MS);
    expect((await signIn('throttle-window', 'wrong', '10.8.1.1')).status).toBe(401);
    expect((await signIn('throttle-window', TEST_PASSWORD, '10.8.1.2')).status).toBe(200);
  });

  it('forgets an account’s failures once it signs in', async () => {
    for (let failure = 1; failure < SIGN_IN_MAX_FAILURES; failure += 1) expect((await signIn('throttle-cleared', 'wrong', `10.9.0.${failure}`)).status).toBe(401);
    expect((await signIn('throttle-cleared', TEST_PASSWORD, '10.9.1.1')).status).toBe(200);
    const after = [];
    for (let failure = 1; failure < SIGN_IN_MAX_FAILURES; failure += 1) after.push((await signIn('throttle-cleared', 'wrong', `10.9.2.${failure}`)).status);
    expect(after).toEqual([401, 401, 401, 401]);
  });

  it('limits sign-in requests to 30 a minute per address, counted in the database for every instance', async () => {
    const other = await t.buildAnotherApp();
    const post = (app: FastifyInstance, ip: string) =>
      app.inject({ method: 'POST', url: '/api/editor/session', headers: { origin: t.context.config.publicOrigin }, remoteAddress: ip, payload: {} });
    try {
      const statuses = [];
      // A bad body costs no password check and counts as no failure: only the request limit can refuse it.
      for (let request = 1; request <= SIGN_IN_REQUESTS_PER_MINUTE; request += 1) statuses.push((await post(request % 2 ? t.app : other, '10.7.0.1')).statusCode);
      expect(statuses).toEqual(Array.from({ length: SIGN_IN_REQUESTS_PER_MINUTE }, () => 400));
      const limited = await post(t.app, '10.7.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 42900, message: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/) });
      expect((await post(other, '10.7.0.1')).statusCode).toBe(429);
      expect((await post(t.app, '10.7.0.2')).statusCode).toBe(400);
      t.clock.advance(60 * SECOND_MS);
      expect((await post(other, '10.7.0.1')).statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });
});
