import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { editorInject } from '../testing/editor-sessions';
import { testDatabases } from '../testing/test-databases';

const failedSignIn = (t: TestApp, remote: string, forwardedFor: string, username: string) =>
  editorInject(t, { method: 'POST', path: '/session', body: { username, password: 'wrong password' }, ip: remote, headers: { 'x-forwarded-for': forwardedFor } });

describe.each(testDatabases())('the client address behind proxies on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t.close());

  it('ignores X-Forwarded-For from a client that is not a trusted proxy, so the address lock cannot be dodged', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await failedSignIn(t, '203.0.113.9', `198.51.100.${attempt}`, `nobody-${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const audited = await t.db.query<{ ip: string }>("SELECT DISTINCT ip FROM audit_log WHERE action = 'signInFailed' AND actor_username LIKE 'nobody-%'");
    expect(audited.rows).toEqual([{ ip: '203.0.113.9' }]);
  });

  it('believes no proxy by default, and the proxies TRUST_PROXY names', async () => {
    await failedSignIn(t, '127.0.0.1', '198.51.100.76', 'someone-local');
    const behindProxy = await t.buildAnotherApp({ TRUST_PROXY: 'loopback' });
    try {
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/editor/session',
        headers: { origin: t.context.config.publicOrigin, 'x-forwarded-for': '198.51.100.77' },
        remoteAddress: '127.0.0.1',
        payload: { username: 'someone-behind-proxy', password: 'wrong password' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
    const audited = await t.db.query<{ actor_username: string; ip: string }>(
      "SELECT actor_username, ip FROM audit_log WHERE actor_username IN ('someone-local', 'someone-behind-proxy') ORDER BY actor_username",
    );
    expect(audited.rows).toEqual([
      { actor_username: 'someone-behind-proxy', ip: '198.51.100.77' },
      { actor_username: 'someone-local', ip: '127.0.0.1' },
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
