import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorInject, signedInAs, signInCookie } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

const count = async (t: TestApp, table: string) => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe.each(testDatabases())('expired identity rows on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    await t.db.query("INSERT INTO tenants (code, name) VALUES ('health', '健康保')");
  });
  afterAll(async () => t.close());

  it('are swept at the next sign-in; live ones stay', async () => {
    await signedInAs(t, 'sweeper', 'health', ['operator']);
    await editorInject(t, { method: 'POST', path: '/session', body: { username: 'sweeper', password: 'wrong password' }, ip: '203.0.113.50' });
    expect(await count(t, 'editor_sessions')).toBe(1);
    expect(await count(t, 'sign_in_failures')).toBe(2);
    expect(await count(t, 'rate_limit_hits')).toBeGreaterThan(0);

    t.clock.advance(9 * 60 * 60 * 1000);
    const fresh = await signInCookie(t, 'sweeper');
    expect(await count(t, 'editor_sessions')).toBe(1);
    expect(await count(t, 'sign_in_failures')).toBe(0);
    // Only the counter of the sign-in just made is left.
    expect(await count(t, 'rate_limit_hits')).toBe(1);
    expect((await editorInject(t, { method: 'GET', path: '/session', cookie: fresh })).statusCode).toBe(200);
  });
});
