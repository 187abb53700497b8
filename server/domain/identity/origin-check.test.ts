import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_ROLES } from '../../../schema/api/editor/editor-roles';
import { EDITOR_API_PREFIX, EDITOR_ROUTES, type EditorRouteName } from '../../../schema/api/editor/editor-routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { sampleBody, samplePath } from '../../testing/editor-route-samples';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, sessionCookie, signedInAs, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

/** The routes that change something: every one must come from a page of this server. */
const WRITES = (Object.keys(EDITOR_ROUTES) as EditorRouteName[]).filter((name) => EDITOR_ROUTES[name].method !== 'GET');

const ORIGIN_REFUSAL = { success: false, code: 40300, message: '请求来源不被允许，请从编辑器页面操作', details: { reason: 'origin' } };

describe.each(testDatabases())('the origin of editor writes on $name', (target) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    cookie = await signedInAs(t, 'origin-user', 'health', EDITOR_ROLES);
  });
  afterAll(async () => t.close());

  /** Sends a route's sample request with exactly these headers besides the session cookie (no Origin unless given). */
  const send = (name: EditorRouteName, headers: Record<string, string>, withCookie = true) => {
    const route = EDITOR_ROUTES[name];
    const body = sampleBody(route.method, name);
    return t.app.inject({
      method: route.method,
      url: `${EDITOR_API_PREFIX}${samplePath(route.path)}`,
      headers: { ...(withCookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
  };

  it.each([
    ['neither Origin nor Referer', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a foreign Origin beside our Referer', { origin: 'https://evil.example', referer: 'http://localhost:3000/editor/' }],
  ])('refuses every write with %s (403), signed in or not', async (_case, headers: Record<string, string>) => {
    expect(WRITES.length).toBeGreaterThan(5);
    for (const name of WRITES) {
      for (const withCookie of [true, false]) {
        const response = await send(name, headers, withCookie);
        expect({ name, withCookie, status: response.statusCode, json: response.json() }).toEqual({ name, withCookie, status: 403, json: ORIGIN_REFUSAL });
      }
    }
  });

  it('accepts a write from this server’s public origin, its Referer, or the origin the request was addressed to', async () => {
    const publicOrigin = t.context.config.publicOrigin;
    expect(publicOrigin).toBe('http://localhost:3000');
    const accepted: Record<string, string>[] = [
      { origin: publicOrigin },
      { referer: `${publicOrigin}/editor/templates` },
      // The origin it was addressed to; an `X-Forwarded-Proto` counts only from a proxy TRUST_PROXY names.
      { origin: 'http://editor.example:8443', host: 'editor.example:8443' },
    ];
    for (const headers of accepted) {
      const response = await send('createPreviewLink', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets reads through without an Origin', async () => {
    for (const path of ['/session', '/templates', '/templates/tpl-health-baiwan/versions']) {
      const response = await t.app.inject({ method: 'GET', url: `${EDITOR_API_PREFIX}${path}`, headers: { cookie } });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('changes nothing on a refused write: no draft saved, no sign-out, no sign-in', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${EDITOR_API_PREFIX}/templates/tpl-health-home/draft`,
      headers: { cookie, origin: 'https://evil.example' },
      payload: { revision: 1, draft: {} },
    });
    expect(saved.statusCode).toBe(403);
    expect((await t.db.query("SELECT revision FROM templates WHERE tenant_code = 'health' AND template_id = 'tpl-health-home'")).rows).toEqual([{ revision: 1 }]);

    const signOut = await t.app.inject({ method: 'DELETE', url: `${EDITOR_API_PREFIX}/session`, headers: { cookie, origin: 'https://evil.example' } });
    expect(signOut.statusCode).toBe(403);
    expect((await editorInject(t, { method: 'GET', path: '/session', cookie })).statusCode).toBe(200);

    const signIn = await t.app.inject({
      method: 'POST',
      url: `${EDITOR_API_PREFIX}/session`,
      headers: { origin: 'https://evil.example' },
      payload: { username: 'origin-user', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(sessionCookie(signIn)).toBeUndefined();
  });
});
