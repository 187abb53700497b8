import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config';
import { seedTenants } from '../../seed/seed-tenants';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { createEditorUser, editorInject, sessionCookie, signInCookie, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { SESSION_ABSOLUTE_MS } from './session-limits';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The session id inside a `name=value` session cookie (the value is the id and its signature). */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

describe.each(testDatabases())('signing in to the editor on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
    await createEditorUser(t, 'sign-in-user', 'health', ['operator', 'qa']);
    await createEditorUser(t, 'sign-in-disabled', 'health', ['operator']);
    await t.db.query("UPDATE editor_users SET disabled_at = now() WHERE username = 'sign-in-disabled'");
  });
  afterAll(async () => t.close());

  const signIn = (username: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
    editorInject(t, { method: 'POST', path: '/session', body: { username, password }, ...options });

  it('answers the right password with the session and an HttpOnly, SameSite=Strict cookie for the editor API only', async () => {
    const response = await signIn('sign-in-user', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      code: 0,
      result: {
        username: 'sign-in-user',
        displayName: '',
        roles: ['operator', 'qa'],
        platformAdmin: false,
        tenant: 'health',
        tenantName: '健康保',
        fourEyes: true,
        expiresAt: new Date(t.clock.now().getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'insure_editor_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/editor' });
    expect(cookie?.secure).toBeFalsy();
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).not.toMatch(/; Secure/);
    const session = await editorInject(t, { method: 'GET', path: '/session', cookie: sessionCookie(response) ?? '' });
    expect((session.json() as Json).result.username).toBe('sign-in-user');
  });

  it('sends the cookie Secure where configured, as production is by default', async () => {
    expect(loadConfig(PRODUCTION_ENV).sessionCookieSecure).toBe(true);
    expect(t.context.config.sessionCookieSecure).toBe(false);
    // HTTPS as a TLS-terminating proxy on this machine reports it.
    const secureApp = await t.buildAnotherApp({ SESSION_COOKIE_SECURE: 'true', TRUST_PROXY: 'loopback' });
    try {
      const response = await secureApp.inject({
        method: 'POST',
        url: '/api/editor/session',
        headers: { origin: t.context.config.publicOrigin, 'x-forwarded-proto': 'https' },
        payload: { username: 'sign-in-user', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((candidate) => candidate.name === 'insure_editor_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/editor' });
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secureApp.close();
    }
  });

  it('refuses a wrong password and an unknown username alike (401), setting no cookie', async () => {
    const wrong = await signIn('sign-in-user', 'not the password', { ip: '10.4.0.1' });
    const unknown = await signIn('nobody-here', TEST_PASSWORD, { ip: '10.4.0.2' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 40100, message: '用户名或密码错误' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('takes the username regardless of case and surrounding spaces', async () => {
    expect((await signIn(' Sign-In-User ', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('replaces the session id at sign-in, ending the session it was sent with', async () => {
    const first = await signInCookie(t, 'sign-in-user');
    const again = await signIn('sign-in-user', TEST_PASSWORD, { cookie: first });
    const second = sessionCookie(again);
    expect(again.statusCode).toBe(200);
    expect(second).toBeDefined();
    expect(sessionIdOf(second ?? '')).not.toBe(sessionIdOf(first));
    expect((await editorInject(t, { method: 'GET', path: '/session', cookie: first })).statusCode).toBe(401);
    expect((await editorInject(t, { method: 'GET', path: '/session', cookie: second ?? '' })).statusCode).toBe(200);
    const stored = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM editor_sessions');
    const digest = (cookie: string) => createHash('sha256').update(sessionIdOf(cookie)).digest('hex');
    expect(stored.rows.map((row) => row.id_hash)).not.toContain(digest(first));
    expect(stored.rows.map((row) => row.id_hash)).toContain(digest(second ?? ''));
  });

  it('stores only a digest of the session id', async () => {
    const cookie = await signInCookie(t, 'sign-in-user');
    const id = sessionIdOf(cookie);
    const stored = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM editor_sessions');
    expect(stored.rows.map((row) => row.id_hash)).toContain(createHash('sha256').update(id).digest('hex'));
    expect(JSON.stringify(stored.rows)).not.toContain(id);
  });

  it('refuses a disabled account (403) with the right password only', async () => {
    const right = await signIn('sign-in-disabled', TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 40300, message: '该账号已停用，请联系管理员' });
    expect(sessionCookie(right)).toBeUndefined();
    const wrong = await signIn('sign-in-disabled', 'not the password', { ip: '10.4.0.3' });
    expect(wrong.statusCode).toBe(401);
  });

  it('signs in over the cookie of a session whose account was disabled meanwhile', async () => {
    await createEditorUser(t, 'sign-in-later-disabled', 'health', ['qa']);
    const stale = await signInCookie(t, 'sign-in-later-disabled');
    await t.db.query("UPDATE editor_users SET disabled_at = now() WHERE username = 'sign-in-later-disabled'");
    const response = await signIn('sign-in-user', TEST_PASSWORD, { cookie: stale });
    expect(response.statusCode).toBe(200);
    expect((await editorInject(t, { method: 'GET', path: '/session', cookie: sessionCookie(response) ?? '' })).statusCode).toBe(200);
    expect((await editorInject(t, { method: 'GET', path: '/session', cookie: stale })).statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes', async () => {
    const stored = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM editor_users WHERE username = 'sign-in-user'");
    const hash = stored.rows[0]?.password_hash ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(hash).not.toContain(TEST_PASSWORD);
  });
});
