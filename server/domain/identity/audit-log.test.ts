import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../app/durations';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { createEditorUser, editorInject, signInCookie, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { titledDraft, UNSERVED_WARNING } from '../../testing/titled-draft';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DRAFT = titledDraft('审计');
/** The publish gate's warnings as the audit records them: no promotion serves the template; then also a theme colour too light. */
const CONTRAST_WARNING = { rule: 'theme.contrast', path: '/themeColor' };

/** Where each user acts from, so every entry's address can be checked. */
const IPS = { admin: '10.20.0.1', op: '10.20.0.2', pub: '10.20.0.3', qa: '10.20.0.4', intruder: '10.20.0.5', ba: '10.20.0.6' } as const;

describe.each(testDatabases())('the audit log on $name', (target) => {
  let t: TestApp;
  let admin = '';
  let baAdmin = '';
  let compliance = '';
  let templateId = '';
  /** The moment each kind of entry was made, by action. */
  const madeAt: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    for (const [username, tenant, roles] of [
      ['au-admin', 'health', ['admin']],
      ['au-op', 'health', ['operator']],
      ['au-pub', 'health', ['publisher']],
      ['au-qa', 'health', ['qa']],
      ['au-comp', 'health', ['compliance']],
      ['au-ba-admin', 'ba', ['admin']],
    ] as const) {
      await createEditorUser(t, username, tenant, roles);
    }
    const step = (action: string) => {
      t.clock.advance(MINUTE_MS);
      madeAt[action] = t.clock.now().toISOString();
    };
    const as = (cookie: string, ip: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      editorInject(t, { method, path, cookie, ip, ...(body ? { body } : {}) });

    step('signIn');
    admin = await signInCookie(t, 'au-admin', TEST_PASSWORD, IPS.admin);
    step('signInFailed');
    await editorInject(t, { method: 'POST', path: '/session', body: { username: 'au-op', password: 'guessed' }, ip: IPS.intruder });
    await editorInject(t, { method: 'POST', path: '/session', body: { username: 'au-ghost', password: 'guessed' }, ip: IPS.intruder });
    const op = await signInCookie(t, 'au-op', TEST_PASSWORD, IPS.op);
    const pub = await signInCookie(t, 'au-pub', TEST_PASSWORD, IPS.pub);
    const qa = await signInCookie(t, 'au-qa', TEST_PASSWORD, IPS.qa);
    compliance = await signInCookie(t, 'au-comp', TEST_PASSWORD, IPS.admin);
    baAdmin = await signInCookie(t, 'au-ba-admin', TEST_PASSWORD, IPS.ba);

    templateId = ((await as(op, IPS.op, 'POST', '/templates', { name: '审计模板' })).json() as Json).result.templateId;
    await as(op, IPS.op, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft: DRAFT });
    step('verdict');
    expect((await as(qa, IPS.qa, 'POST', `/templates/${templateId}/verdicts`, { revision: 2, verdict: 'pass', note: '通过' })).statusCode).toBe(200);
    step('publish');
    expect((await as(pub, IPS.pub, 'POST', `/templates/${templateId}/publish`, { revision: 2, acknowledgedWarnings: [UNSERVED_WARNING] })).statusCode).toBe(200);
    await as(op, IPS.op, 'PUT', `/templates/${templateId}/draft`, { revision: 2, draft: { ...DRAFT, themeColor: '#ff0000' } });
    const acknowledgedWarnings = [CONTRAST_WARNING, UNSERVED_WARNING];
    expect((await as(pub, IPS.pub, 'POST', `/templates/${templateId}/publish`, { revision: 3, acknowledgedWarnings })).statusCode).toBe(200);
    step('rollback');
    expect((await as(pub, IPS.pub, 'POST', `/templates/${templateId}/versions/1/rollback`, {})).statusCode).toBe(200);
    step('userCreated');
    expect((await as(admin, IPS.admin, 'POST', '/users', { username: 'au-new', roles: ['qa'], password: 'a long enough password' })).statusCode).toBe(200);
    step('userUpdated');
    expect((await as(admin, IPS.admin, 'PUT', '/users/au-new', { roles: ['qa', 'operator'], disabled: true })).statusCode).toBe(200);
    step('passwordReset');
    expect((await as(admin, IPS.admin, 'POST', '/users/au-new/password', { password: 'another long password' })).statusCode).toBe(200);
    step('signOut');
    expect((await as(op, IPS.op, 'DELETE', '/session')).statusCode).toBe(200);
    // The ba tenant's own entry: its admin's sign-in above, and a user it creates.
    await as(baAdmin, IPS.ba, 'POST', '/users', { username: 'au-ba-new', roles: ['qa'], password: 'a long enough password' });
  });
  afterAll(async () => t.close());

  const audit = async (cookie: string) => {
    const response = await editorInject(t, { method: 'GET', path: '/audit', cookie });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const entry = (entries: Json[], action: string, actor: string) => entries.find((candidate) => candidate.action === action && candidate.actor === actor);

  it('records sign-ins and failed sign-ins with the account tried and the address', async () => {
    const entries = (await audit(admin)).json.result as Json[];
    expect(entry(entries, 'signIn', 'au-admin')).toMatchObject({ target: '', ip: IPS.admin, at: madeAt.signIn });
    expect(entry(entries, 'signIn', 'au-pub')).toMatchObject({ ip: IPS.pub });
    expect(entry(entries, 'signInFailed', 'au-op')).toMatchObject({ ip: IPS.intruder, detail: { reason: 'credentials' }, at: madeAt.signInFailed });
    expect(entry(entries, 'signOut', 'au-op')).toMatchObject({ ip: IPS.op, at: madeAt.signOut });
  });

  it('records publishing, rolling back and verdicts with the template, version and author', async () => {
    const entries = (await audit(admin)).json.result as Json[];
    const publishes = entries.filter((candidate) => candidate.action === 'publish');
    expect(publishes.map((candidate) => [candidate.actor, candidate.target, candidate.ip, candidate.detail])).toEqual([
      ['au-pub', templateId, IPS.pub, { version: 2, revision: 3, author: 'au-op', warnings: [CONTRAST_WARNING, UNSERVED_WARNING] }],
      ['au-pub', templateId, IPS.pub, { version: 1, revision: 2, author: 'au-op', warnings: [UNSERVED_WARNING] }],
    ]);
    expect(publishes[1]?.at).toBe(madeAt.publish);
    expect(entry(entries, 'rollback', 'au-pub')).toMatchObject({ target: templateId, ip: IPS.pub, at: madeAt.rollback, detail: { version: 3, rolledBackFrom: 1, author: 'au-op' } });
    expect(entry(entries, 'verdict', 'au-qa')).toMatchObject({ target: templateId, ip: IPS.qa, at: madeAt.verdict, detail: { revision: 2, verdict: 'pass' } });
  });

  it('records account changes with the admin, the account and what changed', async () => {
    const entries = (await audit(admin)).json.result as Json[];
    expect(entry(entries, 'userCreated', 'au-admin')).toMatchObject({ target: 'au-new', ip: IPS.admin, at: madeAt.userCreated, detail: { roles: ['qa'] } });
    expect(entry(entries, 'userUpdated', 'au-admin')).toMatchObject({ target: 'au-new', at: madeAt.userUpdated, detail: { roles: ['qa', 'operator'], disabled: true } });
    expect(entry(entries, 'passwordReset', 'au-admin')).toMatchObject({ target: 'au-new', ip: IPS.admin, at: madeAt.passwordReset });
    expect(JSON.stringify(entries)).not.toContain('another long password');
  });

  it('lists entries newest first, to admins and compliance of the tenant only', async () => {
    const health = await audit(admin);
    expect(health.status).toBe(200);
    const ids = health.json.result.map((candidate: Json) => candidate.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(health.json.result[0]).toMatchObject({ action: 'signOut' });
    expect((await audit(compliance)).json.result).toEqual(health.json.result);

    const actors = new Set(health.json.result.map((candidate: Json) => candidate.actor));
    expect(actors.has('au-ba-admin')).toBe(false);
    expect(actors.has('au-ghost')).toBe(false);
    const ba = (await audit(baAdmin)).json.result as Json[];
    expect(ba.map((candidate) => [candidate.action, candidate.actor, candidate.target])).toEqual([
      ['userCreated', 'au-ba-admin', 'au-ba-new'],
      ['signIn', 'au-ba-admin', ''],
    ]);
  });

  it('keeps entries as written: updates and deletes change nothing', async () => {
    const before = (await t.db.query('SELECT * FROM audit_log ORDER BY id')).rows;
    expect(before.length).toBeGreaterThan(10);
    await t.db.query("UPDATE audit_log SET actor_username = 'someone-else', ip = '0.0.0.0'");
    await t.db.query('DELETE FROM audit_log');
    await t.db.query("DELETE FROM audit_log WHERE action = 'signInFailed'");
    expect((await t.db.query('SELECT * FROM audit_log ORDER BY id')).rows).toEqual(before);
  });
});
