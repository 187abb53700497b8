import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, postApi } from '../testing/call-api';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { EDITOR_SEEDS } from '../testing/editor-seeds';
import { editorInject, signedInAs } from '../testing/editor-sessions';
import { testDatabases } from '../testing/test-databases';
import { findHostileInput, REQUEST_MAX_DEPTH } from './hostile-input';

/** `{ a: { a: ... { a: leaf } } }`, `depth` objects deep. */
function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('findHostileInput', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(findHostileInput(nested(REQUEST_MAX_DEPTH))).toBeUndefined();
    expect(findHostileInput(nested(REQUEST_MAX_DEPTH + 1))).toBe('depth');
    expect(findHostileInput([[[['deep arrays count too']]]])).toBeUndefined();
  });

  it('walks a hostile depth without overflowing, and finds NUL in values and keys', () => {
    expect(findHostileInput(nested(100_000))).toBe('depth');
    expect(findHostileInput({ name: '张\u0000三' })).toBe('nul');
    expect(findHostileInput({ list: [{ ['k\u0000']: 1 }] })).toBe('nul');
    expect(findHostileInput({ name: '张三', n: 1, ok: true, none: null })).toBeUndefined();
  });
});

describe.each(testDatabases())('hostile input on $name', (target) => {
  let t: TestApp;
  let operator = '';
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    operator = await signedInAs(t, 'hostile-op', 'health', ['operator']);
  });
  afterAll(async () => t.close());

  it('answers a body nested thousands deep with 400, not a 500 from deep in a handler', async () => {
    // Written as text: even the test's own JSON.stringify would overflow on it.
    const deep = `{"promotionId":"health-baiwan","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const response = await injectApi(
      t.app,
      { method: 'POST', path: '/v1/insure/queryGoodsTemplateConfig', payload: deep },
      { tenant: 'health', headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 40000, message: `请求内容嵌套过深（最多 ${REQUEST_MAX_DEPTH} 层）` });
  });

  it('answers a NUL character with 400 before it reaches the database', async () => {
    const response = await postApi(t.app, '/v1/insure/queryGoodsTemplateConfig', { promotionId: 'health\u0000baiwan' }, 'health');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 40000, message: '请求内容含有非法字符' });
    const query = await t.app.inject({ method: 'GET', url: '/api/editor/templates?x=%00', headers: { cookie: operator } });
    expect(query.statusCode).toBe(400);
  });

  it('keeps a draft unchanged when a save carries a NUL character', async () => {
    const before = (await editorInject(t, { method: 'GET', path: '/templates/tpl-health-baiwan', cookie: operator })).json() as { result: { revision: number; draft: unknown } };
    const saved = await editorInject(t, {
      method: 'PUT',
      path: '/templates/tpl-health-baiwan/draft',
      cookie: operator,
      body: { revision: before.result.revision, draft: { ...(before.result.draft as object), goodsName: '安心\u0000百万' } },
    });
    expect(saved.statusCode).toBe(400);
    const after = (await editorInject(t, { method: 'GET', path: '/templates/tpl-health-baiwan', cookie: operator })).json() as typeof before;
    expect(after.result).toEqual(before.result);
  });
});
