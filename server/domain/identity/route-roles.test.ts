import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_ROUTES, type EditorRouteName } from '../../../schema/api/editor/editor-routes';
import { EDITOR_ROLES, type EditorRole } from '../../../schema/api/editor/editor-roles';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { sampleBody, samplePath } from '../../testing/editor-route-samples';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

/** The routes that name the roles allowed to call them. */
const GUARDED = (Object.keys(EDITOR_ROUTES) as EditorRouteName[]).flatMap((name) => {
  const access = EDITOR_ROUTES[name].access;
  return typeof access === 'string' ? [] : [{ name, roles: access as readonly EditorRole[] }];
});

/** The roles a route does not name: a user holding all of them, and nothing else, must be refused. */
function otherRoles(roles: readonly EditorRole[]): EditorRole[] {
  return EDITOR_ROLES.filter((role) => !roles.includes(role));
}

describe.each(testDatabases())('roles on every guarded editor route on $name', (target) => {
  let t: TestApp;
  /** Session cookies by the roles their user holds (joined with a comma). */
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    const roleSets = [...EDITOR_ROLES.map((role) => [role]), ...GUARDED.map((route) => otherRoles(route.roles))].filter((roles) => roles.length > 0);
    for (const roles of roleSets) {
      const key = roles.join(',');
      if (!cookies.has(key)) cookies.set(key, await signedInAs(t, `roles-${cookies.size}`, 'health', roles));
    }
  });
  afterAll(async () => t.close());

  const call = async (name: EditorRouteName, roles: readonly EditorRole[]) => {
    const route = EDITOR_ROUTES[name];
    const body = sampleBody(route.method, name);
    const response = await editorInject(t, {
      method: route.method,
      path: samplePath(route.path),
      cookie: cookies.get(roles.join(',')) ?? '',
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.statusCode, json: response.json() as { code?: number; message?: string } };
  };

  it('guards the routes the roles are meant for', () => {
    const guards = Object.fromEntries(GUARDED.map((route) => [route.name, [...route.roles].sort()]));
    expect(guards).toMatchObject({
      createTemplate: ['operator'],
      saveDraft: ['operator'],
      duplicateTemplate: ['operator'],
      publishTemplate: ['publisher'],
      rollbackTemplate: ['publisher'],
      recordVerdict: ['qa'],
      createPreviewLink: ['operator', 'publisher', 'qa'],
      listUsers: ['admin'],
      createUser: ['admin'],
      updateUser: ['admin'],
      resetPassword: ['admin'],
      listAudit: ['admin', 'compliance'],
      getTemplate: [...EDITOR_ROLES].sort(),
    });
  });

  it.each(EDITOR_ROLES)('lets a user holding only %s call exactly the routes that name it', async (role) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of GUARDED) {
      const { status, json } = await call(route.name, [role]);
      const allowed = route.roles.includes(role);
      expected.push(`${route.name}: ${allowed ? 'allowed' : 'refused 403 40300'}`);
      // Allowed: past the guard, into the handler (a 404 or 409 of the handler is fine), and the sample body was accepted.
      const outcome = allowed && ![400, 401, 403].includes(status) && status < 500 ? 'allowed' : `refused ${status} ${json.code}`;
      outcomes.push(`${route.name}: ${outcome}`);
      if (!allowed) expect(json.message).toBe('您的角色无权执行此操作');
    }
    expect(outcomes).toEqual(expected);
  });

  it.each(GUARDED.filter((route) => otherRoles(route.roles).length > 0))(
    'refuses $name (403) to a user holding every role but the ones it names',
    async ({ name, roles }) => {
      const refused = await call(name, otherRoles(roles));
      expect(refused).toMatchObject({ status: 403, json: { code: 40300, message: '您的角色无权执行此操作' } });
    },
  );

  it('refuses before the handler runs: a refused write changes nothing', async () => {
    const before = (await t.db.query("SELECT revision, latest_version FROM templates WHERE tenant_code = 'health' AND template_id = 'tpl-health-home'")).rows;
    const cookie = cookies.get(otherRoles(['operator']).join(',')) ?? '';
    const saved = await editorInject(t, { method: 'PUT', path: '/templates/tpl-health-home/draft', cookie, body: { revision: 1, draft: {} } });
    const published = await editorInject(t, { method: 'POST', path: '/templates/tpl-health-home/publish', cookie: cookies.get('qa') ?? '', body: {} });
    expect([saved.statusCode, published.statusCode]).toEqual([403, 403]);
    expect((await t.db.query("SELECT revision, latest_version FROM templates WHERE tenant_code = 'health' AND template_id = 'tpl-health-home'")).rows).toEqual(before);
  });
});
