import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EDITOR_API_PREFIX, EDITOR_ROUTES, type EditorRouteName } from '../../../schema/api/editor/editor-routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorRouteAt, sampleBody, samplePath } from '../../testing/editor-route-samples';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { createEditorUser, sessionCookie, TEST_PASSWORD } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

/** Every route each Fastify instance registers, seen by an onRoute hook added as the instance is made. */
const registered = vi.hoisted(() => new Map<object, RegisteredRoute[]>());

// Wraps the Fastify factory the app is built with, so the hook is in place before any route (or
// plugin) registers: a route added anywhere, in any way, is seen.
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<{ default: (options?: object) => { addHook: (name: 'onRoute', hook: (route: { method: string | string[]; url: string }) => void) => void } }>();
  const fastify = (options?: object) => {
    const app = original.default(options);
    const routes: RegisteredRoute[] = [];
    registered.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    return app;
  };
  return { ...original, default: fastify, fastify };
});

const SIGN_IN = `POST ${EDITOR_API_PREFIX}/session`;

describe.each(testDatabases())('editor API access on $name', (target) => {
  let t: TestApp;
  let editorRoutes: RegisteredRoute[] = [];
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    editorRoutes = (registered.get(t.app) ?? []).filter((route) => route.url === EDITOR_API_PREFIX || route.url.startsWith(`${EDITOR_API_PREFIX}/`));
    await createEditorUser(t, 'access-op', 'health', ['operator']);
  });
  afterAll(async () => t.close());

  it('registers every route of EDITOR_ROUTES, each GET answering HEAD too', () => {
    const seen = new Set(editorRoutes.map((route) => `${route.method} ${route.url}`));
    for (const route of Object.values(EDITOR_ROUTES)) {
      expect(seen, `${route.method} ${route.path}`).toContain(`${route.method} ${EDITOR_API_PREFIX}${route.path}`);
      if (route.method === 'GET') expect(seen).toContain(`HEAD ${EDITOR_API_PREFIX}${route.path}`);
    }
  });

  it('answers 401 to an anonymous request on every registered editor route but sign-in', async () => {
    expect(editorRoutes.length).toBeGreaterThan(Object.keys(EDITOR_ROUTES).length);
    const answers: string[] = [];
    for (const route of editorRoutes) {
      if (`${route.method} ${route.url}` === SIGN_IN) continue;
      const body = sampleBody(route.method, editorRouteAt(route.method, route.url));
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: samplePath(route.url),
        headers: { origin: t.context.config.publicOrigin },
        ...(body === undefined ? {} : { payload: body }),
      });
      const code = route.method === 'HEAD' ? 40100 : (response.json() as { code?: number }).code;
      answers.push(`${route.method} ${route.url} -> ${response.statusCode} ${code}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/-> .*$/, '-> 401 40100')));
  });

  it('answers 401 to a cookie that names no session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${EDITOR_API_PREFIX}/templates`,
      headers: { origin: t.context.config.publicOrigin, cookie: 'insure_editor_session=forged.value' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('makes sign-in the only public route, and it signs in without a session', async () => {
    const publicRoutes = (Object.keys(EDITOR_ROUTES) as EditorRouteName[]).filter((name) => EDITOR_ROUTES[name].access === 'public');
    expect(publicRoutes).toEqual(['signIn']);
    expect(editorRoutes.filter((route) => `${route.method} ${route.url}` === SIGN_IN)).toHaveLength(1);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `${EDITOR_API_PREFIX}/session`,
      headers: { origin: t.context.config.publicOrigin },
      payload: { username: 'access-op', password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn)).toBeDefined();
  });
});
