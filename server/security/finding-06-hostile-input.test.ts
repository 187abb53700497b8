import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS_BY_NAME } from '../../schema/api';
import { REQUEST_MAX_DEPTH } from '../app/hostile-input';
import { TEMPLATE_MAX_DEPTH } from '../domain/templates/too-deep';
import { injectApi } from '../testing/call-api';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { EDITOR_SEEDS } from '../testing/editor-seeds';
import { editorInject, signedInAs } from '../testing/editor-sessions';
import { basicHealthOrder } from '../testing/order-bodies';
import { testDatabases } from '../testing/test-databases';
import { titledDraft } from '../testing/titled-draft';
import { rowCounts } from './row-counts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A module holding `levels - 1` modules inside one another through `children`. */
function nestedModules(levels: number): Json {
  let module: Json = { id: 'm0', component: 'productBanner', label: '头图', attrs: { image: '/banner.png', title: '套娃' }, isDefault: true };
  for (let level = 1; level < levels; level += 1) module = { ...module, id: `m${level}`, children: [module] };
  return module;
}

/**
 * Finding 6: input that ended in a 500 halfway through a handler. `extraInfo` nested ~5000 deep
 * overflowed JSON.stringify, a NUL character failed the jsonb write, and a template of 40 nested
 * modules overflowed ajv on publish. Each is refused as the client's fault, and nothing is written.
 */
describe.each(testDatabases())('finding 6, hostile nesting and NUL characters, on $name', (target) => {
  let t: TestApp;
  let operator = '';
  let publisher = '';
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    operator = await signedInAs(t, 'probe-operator', 'health', ['operator']);
    publisher = await signedInAs(t, 'probe-publisher', 'health', ['publisher']);
  });
  afterAll(async () => t.close());

  const editor = async (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const response = await editorInject(t, { method, path, cookie, ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };

  it('answers an order whose extraInfo nests 5000 deep with 400, and saves nothing', async () => {
    const before = await rowCounts(t);
    const order = JSON.stringify(basicHealthOrder());
    // Written as text: the test's own JSON.stringify would overflow on it too.
    const hostile = `${order.slice(0, -1)},"extraInfo":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    for (const path of [API_CALLS_BY_NAME.saveOrder.path, API_CALLS_BY_NAME.submitOrder.path]) {
      const response = await injectApi(t.app, { method: 'POST', path, payload: hostile }, { tenant: 'health', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 40000, message: `请求内容嵌套过深（最多 ${REQUEST_MAX_DEPTH} 层）` });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('answers a NUL character in any string with 400, and saves nothing', async () => {
    const before = await rowCounts(t);
    const order = basicHealthOrder();
    const person = order.holder?.person ?? {};
    const probes = [
      { ...order, holder: { customerType: 'person', person: { ...person, name: '张\u0000伟' } } },
      { ...order, extraInfo: { note: 'x\u0000' } },
      { ...order, extraInfo: { ['key\u0000']: 'y' } },
    ];
    for (const payload of probes) {
      const response = await injectApi(t.app, { method: 'POST', path: API_CALLS_BY_NAME.saveOrder.path, payload }, { tenant: 'health' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 40000, message: '请求内容含有非法字符' });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses to save a template of 40 nested modules, keeping the draft as it was', async () => {
    const created = await editor(operator, 'POST', '/templates', { name: '套娃', insuranceCategory: 'healthInsurance' });
    const templateId = created.json.result.templateId as string;
    const draft = titledDraft('套娃');
    draft.pageList[0].moduleList = [nestedModules(40) as (typeof draft.pageList)[0]['moduleList'][number]];
    const saved = await editor(operator, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft });
    expect(saved.status).toBe(400);
    expect(saved.json.message).toBe(`请求内容嵌套过深（最多 ${REQUEST_MAX_DEPTH} 层）`);
    expect((await editor(operator, 'GET', `/templates/${templateId}`)).json.result).toMatchObject({ revision: 1, draft: created.json.result.draft });
  });

  it('answers publishing a stored draft of 400 nested modules with 422 naming where, writing no version', async () => {
    const created = await editor(operator, 'POST', '/templates', { name: '旧草稿', insuranceCategory: 'healthInsurance' });
    const templateId = created.json.result.templateId as string;
    expect((await editor(operator, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft: titledDraft('旧草稿') })).status).toBe(200);
    // A draft saved before requests were depth-limited: only the database can still hold one.
    const deep = titledDraft('旧草稿');
    deep.pageList[0].moduleList = [nestedModules(400) as (typeof deep.pageList)[0]['moduleList'][number]];
    await t.db.query('UPDATE templates SET draft = $1::jsonb WHERE template_id = $2', [JSON.stringify(deep), templateId]);
    const before = await rowCounts(t);

    const refused = await editor(publisher, 'POST', `/templates/${templateId}/publish`, { revision: 2 });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ success: false, code: 40000 });
    expect(refused.json.errors).toHaveLength(1);
    expect(refused.json.errors[0].message).toBe(`嵌套过深（模板最多 ${TEMPLATE_MAX_DEPTH} 层）`);
    expect(refused.json.errors[0].path).toMatch(/^\/pageList\/0\/moduleList\/0(\/children\/0)+/);
    expect(await rowCounts(t)).toEqual(before);
    expect((await editor(publisher, 'GET', `/templates/${templateId}/versions`)).json.result).toEqual([]);
  });
});
