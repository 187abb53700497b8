import { describe, expect, it } from 'vitest';
import { EDITOR_ROUTES } from '../../schema/api/editor/editor-routes';
import { TENANT_HEADER } from '../../schema/api/tenant-header';
import { createEditorApiClient } from './editor-api-client';

interface Recorded {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
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
  it('lists the chosen tenant’s templates with the tenant header', async () => {
    const { fetch, calls } = fakeFetch(200, { success: true, code: 0, result: [summary] });
    const api = createEditorApiClient({ tenant: 'ba', fetch });
    const result = await api.listTemplates();
    expect(result).toEqual({ ok: true, value: [summary] });
    expect(calls[0]).toMatchObject({ url: '/api/editor/templates', method: 'GET' });
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('ba');
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

  it('tells an unknown tenant and a missing template apart from other refusals', async () => {
    const tenant = fakeFetch(400, { success: false, code: 40001, message: '未知的租户「x」' });
    expect(await createEditorApiClient({ tenant: 'x', fetch: tenant.fetch }).listTemplates()).toMatchObject({ ok: false, error: { kind: 'unknownTenant' } });
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
