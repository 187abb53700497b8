import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '../../seed/seed-tenants';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorInject, signInCookie } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { runUsersCommand, USERS_USAGE, UsersCommandError, type UsersCommandIo } from './users-command';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PASSWORD = 'command line password';

describe.each(testDatabases())('the users command on $name', (target) => {
  let t: TestApp;
  let signInIp = 0;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  /** Runs the command; `password` is what standard input gives (none: the command must not ask). */
  const run = (args: readonly string[], password?: string) => {
    const io: UsersCommandIo = {
      db: t.db,
      now: t.clock.now,
      readPassword: async () => {
        if (password === undefined) throw new Error(`${args.join(' ')} asked for a password`);
        return password;
      },
    };
    return runUsersCommand(args, io);
  };
  const account = async (username: string) =>
    (await t.db.query<Json>('SELECT tenant_code, roles, display_name, password_hash, disabled_at FROM editor_users WHERE username = $1', [username])).rows[0];
  const signInStatus = async (username: string, password: string) => {
    signInIp += 1;
    const response = await editorInject(t, { method: 'POST', path: '/session', body: { username, password }, ip: `10.30.0.${signInIp}` });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const sessionStatus = async (cookie: string) => (await editorInject(t, { method: 'GET', path: '/session', cookie })).statusCode;

  it('adds an account of a tenant with its roles, from a password piped with its newline', async () => {
    expect(await run(['add', 'cmd-alice', '--tenant', 'health', '--role', 'operator,qa', '--name', '爱丽丝'], `${PASSWORD}\n`)).toBe('created cmd-alice (health: operator, qa)');
    const stored = await account('cmd-alice');
    expect(stored).toMatchObject({ tenant_code: 'health', roles: ['operator', 'qa'], display_name: '爱丽丝', disabled_at: null });
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await signInStatus('cmd-alice', PASSWORD)).json.result).toMatchObject({ username: 'cmd-alice', tenant: 'health', roles: ['operator', 'qa'] });
  });

  it('adds a platform admin, who belongs to no tenant', async () => {
    expect(await run(['add', 'cmd-root', '--platform', '--role', 'admin,compliance'], PASSWORD)).toBe('created cmd-root (platform: admin, compliance)');
    expect(await account('cmd-root')).toMatchObject({ tenant_code: null, roles: ['admin', 'compliance'] });
    expect((await signInStatus('cmd-root', PASSWORD)).json.result).toMatchObject({ platformAdmin: true, tenant: null });
  });

  it.each([
    ['an unknown role', ['add', 'cmd-bad', '--tenant', 'health', '--role', 'operator,superuser'], PASSWORD, /^unknown role: superuser/],
    ['an unknown tenant', ['add', 'cmd-bad', '--tenant', 'nowhere', '--role', 'qa'], PASSWORD, /^no tenant with code nowhere$/],
    ['no tenant', ['add', 'cmd-bad', '--role', 'qa'], PASSWORD, /--tenant <code> \(or --platform\) is required/],
    ['no role', ['add', 'cmd-bad', '--tenant', 'health'], PASSWORD, /^--role is required$/],
    ['a short password', ['add', 'cmd-bad', '--tenant', 'health', '--role', 'qa'], 'short\n', /at least 10 characters/],
    ['a malformed username', ['add', 'Cmd Bad', '--tenant', 'health', '--role', 'qa'], PASSWORD, /^the username must be/],
  ])('refuses to add an account with %s', async (_case, args, password, message) => {
    await expect(run(args, password)).rejects.toThrow(message);
    await expect(run(args, password)).rejects.toBeInstanceOf(UsersCommandError);
    expect(await account('cmd-bad')).toBeUndefined();
  });

  it('refuses a username already taken', async () => {
    await run(['add', 'cmd-taken', '--tenant', 'ba', '--role', 'qa'], PASSWORD);
    await expect(run(['add', 'cmd-taken', '--tenant', 'health', '--role', 'admin'], PASSWORD)).rejects.toThrow('the username cmd-taken is taken');
    expect(await account('cmd-taken')).toMatchObject({ tenant_code: 'ba', roles: ['qa'] });
  });

  it('lists every account, platform admins first, with tenant, roles and state', async () => {
    await run(['add', 'cmd-listed', '--tenant', 'ba', '--role', 'publisher'], PASSWORD);
    await run(['disable', 'cmd-listed']);
    const lines = (await run(['list'])).split('\n');
    expect(lines[0]).toMatch(/^cmd-root\s+platform\s+admin,compliance\s+active$/);
    expect(lines).toContainEqual(expect.stringMatching(/^cmd-alice\s+health\s+operator,qa\s+active$/));
    expect(lines).toContainEqual(expect.stringMatching(/^cmd-listed\s+ba\s+publisher\s+disabled$/));
    expect(lines.join('\n')).not.toContain('$argon2');
  });

  it('disables an account, ending its sessions, and enables it again', async () => {
    const cookie = await signInCookie(t, 'cmd-alice', PASSWORD, '10.30.1.1');
    expect(await run(['disable', 'cmd-alice'])).toBe('disabled cmd-alice');
    expect(await sessionStatus(cookie)).toBe(401);
    expect((await signInStatus('cmd-alice', PASSWORD)).status).toBe(403);
    expect(await run(['enable', 'cmd-alice'])).toBe('enabled cmd-alice');
    expect((await signInStatus('cmd-alice', PASSWORD)).status).toBe(200);
  });

  it('resets a password, ending the account’s sessions', async () => {
    const cookie = await signInCookie(t, 'cmd-alice', PASSWORD, '10.30.1.2');
    expect(await run(['reset-password', 'cmd-alice'], 'a new command password\r\n')).toBe('new password set for cmd-alice; its sessions have ended');
    const sessions = await t.db.query("SELECT 1 FROM editor_sessions s JOIN editor_users u USING (user_id) WHERE u.username = 'cmd-alice'");
    expect(sessions.rows).toEqual([]);
    expect(await sessionStatus(cookie)).toBe(401);
    expect((await signInStatus('cmd-alice', PASSWORD)).status).toBe(401);
    expect((await signInStatus('cmd-alice', 'a new command password')).status).toBe(200);
    await expect(run(['reset-password', 'cmd-alice'], 'short')).rejects.toThrow(/at least 10 characters/);
  });

  it('refuses an unknown account, and answers an unknown command with its usage', async () => {
    for (const command of ['disable', 'enable', 'reset-password']) await expect(run([command, 'cmd-nobody'], PASSWORD)).rejects.toThrow('no account named cmd-nobody');
    await expect(run(['disable'])).rejects.toThrow('a username is required');
    await expect(run(['remove', 'cmd-alice'])).rejects.toThrow(USERS_USAGE);
    await expect(run([])).rejects.toThrow(USERS_USAGE);
  });

  it('audits every change as made by the command, from the local machine', async () => {
    const entries = await t.db.query<Json>(
      "SELECT tenant_code, actor_user_id, actor_username, action, target, ip FROM audit_log WHERE target = 'cmd-alice' AND actor_username = 'users-command' ORDER BY id",
    );
    expect(entries.rows.map((row) => [row.action, row.tenant_code, row.actor_user_id, row.ip])).toEqual([
      ['userCreated', 'health', null, 'local'],
      ['userUpdated', 'health', null, 'local'],
      ['userUpdated', 'health', null, 'local'],
      ['passwordReset', 'health', null, 'local'],
    ]);
  });
});
