import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { createEditorUser, editorInject, signedInAs, signInCookie, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NEW_PASSWORD = 'a long enough password';

describe.each(testDatabases())('editor accounts managed by a tenant admin on $name', (target) => {
  let t: TestApp;
  let admin = '';
  let failedIp = 0;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    admin = await signedInAs(t, 'um-admin', 'health', ['admin']);
    await createEditorUser(t, 'um-op', 'health', ['operator', 'publisher']);
    await createEditorUser(t, 'um-ba-user', 'ba', ['operator']);
    await createEditorUser(t, 'um-platform', null, ['admin']);
  });
  afterAll(async () => t.close());

  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, cookie = admin) => {
    const response = await editorInject(t, { method, path, cookie, ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  /** Signs in from an address of its own, so refusals lock no address the other tests use. */
  const signInStatus = async (username: string, password: string) => {
    failedIp += 1;
    return (await editorInject(t, { method: 'POST', path: '/session', body: { username, password }, ip: `10.12.0.${failedIp}` })).statusCode;
  };

  it('creates an account of the admin’s tenant that signs in with its argon2id-hashed password', async () => {
    const created = await send('POST', '/users', { username: 'um-new', displayName: '新同事', roles: ['operator', 'qa'], password: NEW_PASSWORD });
    expect(created).toEqual({
      status: 200,
      json: { success: true, code: 0, result: { username: 'um-new', displayName: '新同事', tenant: 'health', roles: ['operator', 'qa'], disabled: false, createdAt: t.clock.now().toISOString() } },
    });
    const stored = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM editor_users WHERE username = 'um-new'");
    expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.rows[0]?.password_hash).not.toContain(NEW_PASSWORD);
    const session = await send('GET', '/session', undefined, await signInCookie(t, 'um-new', NEW_PASSWORD));
    expect(session.json.result).toMatchObject({ username: 'um-new', tenant: 'health', roles: ['operator', 'qa'] });
  });

  it('refuses a username already taken, in any tenant (409)', async () => {
    for (const username of ['um-op', 'um-ba-user', 'um-platform']) {
      const taken = await send('POST', '/users', { username, roles: ['qa'], password: NEW_PASSWORD });
      expect(taken).toMatchObject({ status: 409, json: { code: 40900, message: `用户名「${username}」已被使用` } });
    }
    expect((await t.db.query("SELECT tenant_code FROM editor_users WHERE username = 'um-ba-user'")).rows).toEqual([{ tenant_code: 'ba' }]);
  });

  it('refuses a short password, a malformed username and unknown or missing roles (400)', async () => {
    const short = await send('POST', '/users', { username: 'um-short', roles: ['qa'], password: '123456789' });
    expect(short.status).toBe(400);
    expect(short.json.errors.map((problem: Json) => problem.path)).toContain('/password');
    for (const body of [
      { username: 'UM-Upper', roles: ['qa'], password: NEW_PASSWORD },
      { username: 'x', roles: ['qa'], password: NEW_PASSWORD },
      { username: 'um-role', roles: ['superuser'], password: NEW_PASSWORD },
      { username: 'um-role', roles: [], password: NEW_PASSWORD },
    ]) {
      expect((await send('POST', '/users', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.db.query("SELECT username FROM editor_users WHERE username IN ('um-short', 'um-role')")).rows).toEqual([]);
    const reset = await send('POST', '/users/um-op/password', { password: 'too short' });
    expect(reset.status).toBe(400);
  });

  it('lists the accounts of the admin’s tenant only, without their hashes', async () => {
    const listed = await send('GET', '/users');
    expect(listed.status).toBe(200);
    const usernames = listed.json.result.map((user: Json) => user.username);
    expect(usernames).toEqual([...usernames].sort());
    expect(usernames).toEqual(expect.arrayContaining(['um-admin', 'um-op']));
    expect(usernames).not.toContain('um-ba-user');
    expect(usernames).not.toContain('um-platform');
    for (const user of listed.json.result) {
      expect(user.tenant).toBe('health');
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'disabled', 'displayName', 'roles', 'tenant', 'username']);
    }
  });

  it('changes roles and name, effective at the user’s next request', async () => {
    const op = await signInCookie(t, 'um-op');
    const before = await send('POST', '/templates/tpl-health-baiwan/preview-link', {}, op);
    expect(before.status).toBe(200);
    const changed = await send('PUT', '/users/um-op', { roles: ['qa'], displayName: '改做验收' });
    expect(changed.json.result).toMatchObject({ username: 'um-op', roles: ['qa'], displayName: '改做验收', disabled: false });
    expect((await send('POST', '/templates', { name: '不再是运营' }, op)).status).toBe(403);
    expect((await send('GET', '/session', undefined, op)).json.result.roles).toEqual(['qa']);
    await send('PUT', '/users/um-op', { roles: ['operator', 'publisher'] });
  });

  it('disables an account (its sessions end, it cannot sign in) and enables it again', async () => {
    const op = await signInCookie(t, 'um-op');
    const disabled = await send('PUT', '/users/um-op', { disabled: true });
    expect(disabled.json.result).toMatchObject({ username: 'um-op', disabled: true });
    expect((await send('GET', '/session', undefined, op)).status).toBe(401);
    expect(await signInStatus('um-op', TEST_PASSWORD)).toBe(403);
    expect((await send('GET', '/users')).json.result.find((user: Json) => user.username === 'um-op').disabled).toBe(true);
    const enabled = await send('PUT', '/users/um-op', { disabled: false });
    expect(enabled.json.result.disabled).toBe(false);
    expect(await signInStatus('um-op', TEST_PASSWORD)).toBe(200);
  });

  it('keeps an admin from disabling themselves or dropping their own admin role (409)', async () => {
    for (const body of [{ disabled: true }, { roles: ['operator'] }]) {
      const refused = await send('PUT', '/users/um-admin', body);
      expect(refused).toMatchObject({ status: 409, json: { code: 40900, message: '不能停用自己的账号或取消自己的管理员角色' } });
    }
    expect((await send('GET', '/session')).json.result.roles).toEqual(['admin']);
    const kept = await send('PUT', '/users/um-admin', { roles: ['admin', 'compliance'] });
    expect(kept.json.result.roles).toEqual(['admin', 'compliance']);
  });

  it('resets a password: the old one stops working, the new one signs in', async () => {
    const reset = await send('POST', '/users/um-op/password', { password: 'the reset password' });
    expect(reset).toMatchObject({ status: 200, json: { result: { username: 'um-op', tenant: 'health' } } });
    expect(await signInStatus('um-op', TEST_PASSWORD)).toBe(401);
    expect(await signInStatus('um-op', 'the reset password')).toBe(200);
  });

  it('answers 404 for another tenant’s account or a platform admin, and changes nothing', async () => {
    for (const username of ['um-ba-user', 'um-platform', 'um-nobody']) {
      expect((await send('PUT', `/users/${username}`, { disabled: true })).status, username).toBe(404);
      expect((await send('POST', `/users/${username}/password`, { password: 'taken over password' })).status, username).toBe(404);
    }
    expect(await signInStatus('um-ba-user', TEST_PASSWORD)).toBe(200);
    expect(await signInStatus('um-platform', TEST_PASSWORD)).toBe(200);
  });

  it('leaves accounts to admins: any other role is refused (403)', async () => {
    const op = await signInCookie(t, 'um-op', 'the reset password');
    expect((await send('GET', '/users', undefined, op)).status).toBe(403);
    expect((await send('POST', '/users', { username: 'um-by-op', roles: ['admin'], password: NEW_PASSWORD }, op)).status).toBe(403);
    expect((await send('PUT', '/users/um-op', { roles: ['admin'] }, op)).status).toBe(403);
  });
});
