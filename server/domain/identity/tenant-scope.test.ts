import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '../../../schema/api/tenant-header';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, signedInAs, signInCookie, type EditorCall } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases())('the tenant of an editor session on $name', (target) => {
  let t: TestApp;
  let healthUser = '';
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    healthUser = await signedInAs(t, 'scope-health', 'health', ['operator', 'publisher', 'qa', 'admin']);
    await signedInAs(t, 'scope-platform', null, ['admin', 'compliance']);
  });
  afterAll(async () => t.close());

  const send = async (call: Omit<EditorCall, 'cookie'>, cookie: string) => {
    const response = await editorInject(t, { ...call, cookie });
    return { status: response.statusCode, json: response.json() as Json };
  };

  /** Every way a health user could reach a template of the ba tenant. */
  const reachBa = (headers: Record<string, string>): Omit<EditorCall, 'cookie'>[] => [
    { method: 'GET', path: '/templates/tpl-ba-baiwan', headers },
    { method: 'GET', path: '/templates/tpl-ba-baiwan/versions', headers },
    { method: 'POST', path: '/templates/tpl-ba-baiwan/publish', body: {}, headers },
    { method: 'POST', path: '/templates/tpl-ba-baiwan/preview-link', body: {}, headers },
  ];

  it('hides another tenant’s template (404), whatever tenant header is sent', async () => {
    const headerSets: Record<string, string>[] = [{}, { [TENANT_HEADER]: 'ba' }];
    for (const headers of headerSets) {
      for (const call of reachBa(headers)) {
        expect(await send(call, healthUser), `${call.method} ${call.path} ${JSON.stringify(headers)}`).toMatchObject({
          status: 404,
          json: { code: 40400, message: '模板「tpl-ba-baiwan」不存在' },
        });
      }
    }
    const listed = await send({ method: 'GET', path: '/templates', headers: { [TENANT_HEADER]: 'ba' } }, healthUser);
    const ids = listed.json.result.map((row: Json) => row.templateId);
    expect(ids).toContain('tpl-health-baiwan');
    expect(ids).not.toContain('tpl-ba-baiwan');
    expect((await t.db.query("SELECT latest_version FROM templates WHERE template_id = 'tpl-ba-baiwan'")).rows).toEqual([{ latest_version: 1 }]);
  });

  it('lists only its own tenant to a tenant user, and refuses it another tenant (403)', async () => {
    expect((await send({ method: 'GET', path: '/tenants' }, healthUser)).json.result).toEqual([{ code: 'health', name: '健康保' }]);
    const chose = await send({ method: 'PUT', path: '/session/tenant', body: { tenant: 'ba' } }, healthUser);
    expect(chose).toMatchObject({ status: 403, json: { code: 40300 } });
    const session = await send({ method: 'GET', path: '/session' }, healthUser);
    expect(session.json.result).toMatchObject({ username: 'scope-health', tenant: 'health', tenantName: '健康保', platformAdmin: false });
  });

  it('makes a platform admin choose a tenant (409 chooseTenant) before acting, then acts in that tenant only', async () => {
    const admin = await signInCookie(t, 'scope-platform');
    const session = await send({ method: 'GET', path: '/session' }, admin);
    expect(session.json.result).toMatchObject({ username: 'scope-platform', platformAdmin: true, tenant: null, tenantName: null });
    for (const path of ['/templates', '/users', '/audit', '/templates/tpl-ba-baiwan']) {
      const headerSets: Record<string, string>[] = [{}, { [TENANT_HEADER]: 'ba' }];
      for (const headers of headerSets) {
        expect(await send({ method: 'GET', path, headers }, admin), path).toMatchObject({
          status: 409,
          json: { code: 40900, message: '请先选择要操作的租户', details: { reason: 'chooseTenant' } },
        });
      }
    }
    const tenants = (await send({ method: 'GET', path: '/tenants' }, admin)).json.result;
    expect(tenants).toHaveLength(2);
    expect(tenants).toEqual(expect.arrayContaining([
      { code: 'health', name: '健康保' },
      { code: 'ba', name: '百安保险' },
    ]));

    const unknown = await send({ method: 'PUT', path: '/session/tenant', body: { tenant: 'nowhere' } }, admin);
    expect(unknown).toMatchObject({ status: 404, json: { code: 40400 } });
    expect((await send({ method: 'GET', path: '/templates' }, admin)).status).toBe(409);

    const chose = await send({ method: 'PUT', path: '/session/tenant', body: { tenant: 'ba' } }, admin);
    expect(chose).toMatchObject({ status: 200, json: { result: { tenant: 'ba', tenantName: '百安保险', platformAdmin: true } } });
    // The choice is kept by the session: the next requests act in ba, and a header does not move them.
    expect((await send({ method: 'GET', path: '/session' }, admin)).json.result).toMatchObject({ tenant: 'ba' });
    const ids = (await send({ method: 'GET', path: '/templates', headers: { [TENANT_HEADER]: 'health' } }, admin)).json.result.map((row: Json) => row.templateId);
    expect(ids).toContain('tpl-ba-baiwan');
    expect(ids.some((id: string) => id.startsWith('tpl-health-'))).toBe(false);
    expect((await send({ method: 'GET', path: '/templates/tpl-health-baiwan' }, admin)).status).toBe(404);

    const created = await send({ method: 'POST', path: '/users', body: { username: 'scope-ba-qa', roles: ['qa'], password: 'a long enough password' } }, admin);
    expect(created).toMatchObject({ status: 200, json: { result: { username: 'scope-ba-qa', tenant: 'ba' } } });

    await send({ method: 'PUT', path: '/session/tenant', body: { tenant: 'health' } }, admin);
    expect((await send({ method: 'GET', path: '/templates/tpl-health-baiwan' }, admin)).status).toBe(200);
  });

  it('forgets a platform admin’s choice at the next sign-in', async () => {
    const first = await signInCookie(t, 'scope-platform');
    expect((await send({ method: 'PUT', path: '/session/tenant', body: { tenant: 'ba' } }, first)).status).toBe(200);
    const second = await signInCookie(t, 'scope-platform');
    expect((await send({ method: 'GET', path: '/session' }, second)).json.result.tenant).toBeNull();
    expect((await send({ method: 'GET', path: '/templates' }, second)).status).toBe(409);
  });
});
