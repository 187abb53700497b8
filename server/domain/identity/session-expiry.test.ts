import type { Session } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../app/durations';
import { seedTenants } from '../../seed/seed-tenants';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createEditorUser, editorInject, signInCookie, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { DbSessionStore, revokeSessions } from './db-session-store';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-limits';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The session id inside a `name=value` session cookie (the value is the id and its signature). */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

describe.each(testDatabases())('editor session lifetime on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
    await createEditorUser(t, 'expiry-admin', 'health', ['admin']);
    for (const username of ['expiry-user', 'expiry-disabled', 'expiry-reset', 'expiry-raced']) await createEditorUser(t, username, 'health', ['operator']);
  });
  afterAll(async () => t.close());

  const session = (cookie: string) => editorInject(t, { method: 'GET', path: '/session', cookie });
  const sessionRows = async (username: string) =>
    Number(
      (await t.db.query<{ count: string }>('SELECT count(*) AS count FROM editor_sessions s JOIN editor_users u USING (user_id) WHERE u.username = $1', [username]))
        .rows[0]?.count,
    );

  it('ends a session after 8 hours without a request, and deletes it', async () => {
    const cookie = await signInCookie(t, 'expiry-user');
    t.clock.advance(SESSION_IDLE_MS - MINUTE_MS);
    expect((await session(cookie)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS);
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 40100, message: '请先登录，或登录已过期，请重新登录' });
    expect(await sessionRows('expiry-user')).toBe(0);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('keeps a session in use alive, but never past 7 days from sign-in', async () => {
    const cookie = await signInCookie(t, 'expiry-user');
    const expiresAt = new Date(t.clock.now().getTime() + SESSION_ABSOLUTE_MS).toISOString();
    const step = 7 * HOUR_MS;
    const statuses: number[] = [];
    for (let elapsed = step; elapsed <= SESSION_ABSOLUTE_MS; elapsed += step) {
      t.clock.advance(step);
      const response = await session(cookie);
      statuses.push(response.statusCode);
      if (response.statusCode === 200) expect((response.json() as Json).result.expiresAt).toBe(expiresAt);
    }
    // 24 steps of 7 hours are exactly 7 days: every request before the last finds the session alive.
    expect(statuses).toEqual([...Array.from({ length: 23 }, () => 200), 401]);
    expect(await sessionRows('expiry-user')).toBe(0);
  });

  it('ends the session signed out of, and only that one', async () => {
    const cookie = await signInCookie(t, 'expiry-user');
    const otherDevice = await signInCookie(t, 'expiry-user');
    const signedOut = await editorInject(t, { method: 'DELETE', path: '/session', cookie });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ success: true, code: 0, result: {} });
    const cleared = signedOut.cookies.find((candidate) => candidate.name === 'insure_editor_session');
    expect(cleared).toMatchObject({ value: '', path: '/api/editor' });
    expect((await session(cookie)).statusCode).toBe(401);
    expect(await sessionRows('expiry-user')).toBe(1);
    expect((await session(otherDevice)).statusCode).toBe(200);
  });

  it('ends every session of a user an admin disables', async () => {
    const admin = await signInCookie(t, 'expiry-admin');
    const sessions = [await signInCookie(t, 'expiry-disabled'), await signInCookie(t, 'expiry-disabled')];
    expect(await sessionRows('expiry-disabled')).toBe(2);
    const disabled = await editorInject(t, { method: 'PUT', path: '/users/expiry-disabled', cookie: admin, body: { disabled: true } });
    expect(disabled.statusCode).toBe(200);
    expect(await sessionRows('expiry-disabled')).toBe(0);
    for (const cookie of sessions) expect((await session(cookie)).statusCode).toBe(401);
  });

  it('ends the session of an account disabled behind the API’s back at its next request', async () => {
    const cookie = await signInCookie(t, 'expiry-raced');
    await t.db.query("UPDATE editor_users SET disabled_at = now() WHERE username = 'expiry-raced'");
    expect((await session(cookie)).statusCode).toBe(401);
    expect(await sessionRows('expiry-raced')).toBe(0);
    await t.db.query("UPDATE editor_users SET disabled_at = NULL WHERE username = 'expiry-raced'");
  });

  it('does not write back a session revoked while one of its requests was running', async () => {
    const cookie = await signInCookie(t, 'expiry-raced');
    const store = new DbSessionStore(t.db, t.clock.now);
    const id = sessionIdOf(cookie);
    const read = await new Promise<Session | null | undefined>((resolve, reject) => store.get(id, (error, found) => (error ? reject(error) : resolve(found))));
    expect(read?.userId).toBeDefined();
    const user = await t.db.query<{ user_id: string }>("SELECT user_id FROM editor_users WHERE username = 'expiry-raced'");
    await revokeSessions(t.db, user.rows[0]?.user_id ?? '');
    // The request that read the session ends after the revocation: its rolling save must not revive it.
    await new Promise<void>((resolve, reject) => store.set(id, read as Session, (error) => (error ? reject(error) : resolve())));
    expect(await sessionRows('expiry-raced')).toBe(0);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('ends every session of a user whose password an admin resets', async () => {
    const admin = await signInCookie(t, 'expiry-admin');
    const cookie = await signInCookie(t, 'expiry-reset');
    const reset = await editorInject(t, { method: 'POST', path: '/users/expiry-reset/password', cookie: admin, body: { password: 'a brand new password' } });
    expect(reset.statusCode).toBe(200);
    expect(await sessionRows('expiry-reset')).toBe(0);
    expect((await session(cookie)).statusCode).toBe(401);
    const old = await editorInject(t, { method: 'POST', path: '/session', body: { username: 'expiry-reset', password: TEST_PASSWORD }, ip: '10.11.0.1' });
    expect(old.statusCode).toBe(401);
    expect((await session(await signInCookie(t, 'expiry-reset', 'a brand new password'))).statusCode).toBe(200);
  });

  it('ends an admin’s own sessions too when the admin resets their own password', async () => {
    const admin = await signInCookie(t, 'expiry-admin');
    const reset = await editorInject(t, { method: 'POST', path: '/users/expiry-admin/password', cookie: admin, body: { password: 'the admin’s new password' } });
    expect(reset.statusCode).toBe(200);
    expect(await sessionRows('expiry-admin')).toBe(0);
    expect((await session(admin)).statusCode).toBe(401);
  });
});
