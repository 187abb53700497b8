import { describe, expect, it } from 'vitest';
import { EDITOR_ROUTES } from '../../schema/api/editor/editor-routes';
import { createEditorApiClient } from './editor-api-client';

interface Recorded {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly credentials: RequestCredentials | undefined;
  readonly body: unknown;
}

/** A fetch that records the request and answers with the given status and JSON (or throws). */
function fakeFetch(status: number, reply: unknown) {
  const calls: Recorded[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (reply instanceof Error) throw reply;
    const text = typeof reply === 'string' ? reply : JSON.stringify(reply);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const summary = {
  templateId: 'tpl-1',
  name: '百万医疗',
  description: '',
  status: 'published',
  latestVersion: 1,
  revision: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
};

describe('createEditorApiClient', () => {
  it('puts a read\u2019s query in the address and sends an upload as the browser\u2019s own form', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 24 };
    const { fetch, calls } = fakeFetch(200, { success: true, code: 0, result: page });
    const api = createEditorApiClient({ tenant: 'ba', fetch });
    expect(await api.listAssets({ query: { q: '头图 & 背景', page: 2 } })).toEqual({ ok: true, value: page });
    expect(calls[0]?.url).toBe('/api/editor/assets?q=%E5%A4%B4%E5%9B%BE+%26+%E8%83%8C%E6%99%AF&page=2');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    await api.uploadAsset({ body: form });
    expect(calls[1]).toMatchObject({ url: '/api/editor/assets', method: 'POST' });
    // No content type of its own: the browser writes multipart/form-data with the boundary.
    expect(calls[1]?.headers['content-type']).toBeUndefined();
  });

  it('lists the session tenant’s templates with the session cookie and no tenant header', async () => {
    const { fetch, calls } = fakeFetch(200, { success: true, code: 0, result: [summary] });
    const api = createEditorApiClient({ tenant: 'ba', fetch });
    const result = await api.listTemplates();
    expect(result).toEqual({ ok: true, value: [summary] });
    expect(calls[0]).toMatchObject({ url: '/api/editor/templates', method: 'GET', credentials: 'same-origin' });
    expect(calls[0]?.headers['x-tenant-code']).toBeUndefined();
  });

  it('tells the editor when the session is gone, but not for a refused sign-in', async () => {
    const gone = fakeFetch(401, { success: false, code: 40100, message: '请先登录，或登录已过期，请重新登录' });
    let signedOut = 0;
    const api = createEditorApiClient({ tenant: 'health', fetch: gone.fetch, onSignedOut: () => (signedOut += 1) });
    expect(await api.listTemplates()).toMatchObject({ ok: false, error: { kind: 'signedOut' } });
    expect(signedOut).toBe(1);
    expect(await api.signIn({ body: { username: 'a', password: 'b' } })).toMatchObject({ ok: false, error: { kind: 'signedOut' } });
    expect(signedOut).toBe(1);
  });

  it('tells a refusal by role and a four-eyes refusal apart, and keeps a lockout message', async () => {
    const role = fakeFetch(403, { success: false, code: 40300, message: '您的角色无权执行此操作' });
    expect(await createEditorApiClient({ tenant: 'health', fetch: role.fetch }).publishTemplate({ params: { templateId: 't' }, body: {} })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', fourEyes: false },
    });
    const fourEyes = fakeFetch(403, { success: false, code: 40300, message: '四眼原则', details: { rule: 'fourEyes' } });
    expect(await createEditorApiClient({ tenant: 'health', fetch: fourEyes.fetch }).publishTemplate({ params: { templateId: 't' }, body: {} })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', fourEyes: true },
    });
    const locked = fakeFetch(429, { success: false, code: 42900, message: '登录失败次数过多，已锁定，请 15 分钟后再试' });
    expect(await createEditorApiClient({ tenant: 'health', fetch: locked.fetch }).signIn({ body: { username: 'a', password: 'b' } })).toEqual({
      ok: false,
      error: { kind: 'tooMany', message: '登录失败次数过多，已锁定，请 15 分钟后再试' },
    });
  });

  it('fills the address and sends the body as JSON', async () => {
    const { fetch, calls } = fakeFetch(200, { success: true, code: 0, result: { ...summary, draft: {} } });
    const api = createEditorApiClient({ tenant: 'health', baseUrl: 'http://api.test', fetch });
    await api.saveDraft({ params: { templateId: 'tpl-1' }, body: { revision: 1, draft: { pageList: [] } } });
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/editor/templates/tpl-1/draft', method: 'PUT', body: { revision: 1, draft: { pageList: [] } } });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('reports a stale draft as a conflict with the current revision', async () => {
    const { fetch } = fakeFetch(409, { success: false, code: 40900, message: '草稿已被他人更新，请刷新后在最新草稿上修改', details: { revision: 4 } });
    const result = await createEditorApiClient({ tenant: 'health', fetch }).saveDraft({
      params: { templateId: 'tpl-1' },
      body: { revision: 2, draft: {} },
    });
    expect(result).toEqual({ ok: false, error: { kind: 'conflict', message: '草稿已被他人更新，请刷新后在最新草稿上修改', currentRevision: 4 } });
  });

  it('reports a refused publish with every problem of the template', async () => {
    const problems = [{ path: '/pageList/0/moduleList/0/attrs/title', message: '不能为空' }];
    const { fetch } = fakeFetch(422, { success: false, code: 40000, message: '模板校验未通过', errors: problems });
    const result = await createEditorApiClient({ tenant: 'health', fetch }).publishTemplate({ params: { templateId: 'tpl-1' }, body: {} });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', message: '模板校验未通过', problems } });
  });

  it('tells a missing template apart from other refusals', async () => {
    const missing = fakeFetch(404, { success: false, code: 40400, message: '模板不存在' });
    expect(await createEditorApiClient({ tenant: 'health', fetch: missing.fetch }).getTemplate({ params: { templateId: 'nope' } })).toMatchObject({
      ok: false,
      error: { kind: 'notFound', message: '模板不存在' },
    });
  });

  it('reports no answer as a network error and a broken reply as a server error', async () => {
    const offline = fakeFetch(0, new TypeError('Failed to fetch'));
    expect(await createEditorApiClient({ tenant: 'health', fetch: offline.fetch }).listTemplates()).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Failed to fetch' },
    });
    const broken = fakeFetch(500, '<html>oops</html>');
    expect(await createEditorApiClient({ tenant: 'health', fetch: broken.fetch }).listTemplates()).toEqual({
      ok: false,
      error: { kind: 'server', message: 'HTTP 500', status: 500 },
    });
  });

  it('offers every editor route as a method, with its own verb and address', async () => {
    const { fetch, calls } = fakeFetch(200, { success: true, code: 0, result: { version: 3, revision: 5, publishedAt: '2026-01-01T00:00:00.000Z' } });
    const api = createEditorApiClient({ tenant: 'health', fetch });
    for (const name of Object.keys(EDITOR_ROUTES)) expect(typeof api[name as keyof typeof EDITOR_ROUTES]).toBe('function');
    const result = await api.rollbackTemplate({ params: { templateId: 'tpl-1', version: 2 }, body: { note: '回到第 2 版' } });
    expect(result).toEqual({ ok: true, value: { version: 3, revision: 5, publishedAt: '2026-01-01T00:00:00.000Z' } });
    expect(calls[0]).toMatchObject({ url: '/api/editor/templates/tpl-1/versions/2/rollback', method: 'POST', body: { note: '回到第 2 版' } });
  });

  it('keeps the fields a refused request names', async () => {
    const problems = [{ path: '/name', message: '长度不能超过 50' }];
    const { fetch } = fakeFetch(400, { success: false, code: 40000, message: '请求参数有误', errors: problems });
    expect(await createEditorApiClient({ tenant: 'health', fetch }).createTemplate({ body: { name: 'x' } })).toEqual({
      ok: false,
      error: { kind: 'badRequest', message: '请求参数有误', problems },
    });
  });
});
