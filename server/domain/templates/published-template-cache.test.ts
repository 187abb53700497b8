import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '../../../schema/api/tenant-header';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { createTwoInstances, postgresUrl, twoInstancesSkipReason, type TwoInstances } from '../../testing/two-instances';
import { seedTenants } from '../../seed/seed-tenants';
import { seedHealth } from '../health/seed';
import { seedProducts } from '../products/seed';
import { seedTemplates } from './seed';
import { titledDraft, UNSERVED_WARNING } from '../../testing/titled-draft';
import { PUBLISHED_TEMPLATE_CACHE_CONTROL } from './published-reply';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PATH = '/api/v1/insure/queryGoodsTemplateConfig';

function ask(app: FastifyInstance, method: 'GET' | 'POST', promotionId: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${PATH}?promotionId=${promotionId}`,
    headers: { [TENANT_HEADER]: 'health', ...headers },
    ...(method === 'POST' ? { payload: { promotionId } } : {}),
  });
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

/** A template of its own, published with the first page labelled `title`, shown by promotion `promotionId`. */
async function editorOf(t: TestApp) {
  const operator = await signedInAs(t, `cache-op-${Math.random()}`, 'health', ['operator']);
  const publisher = await signedInAs(t, `cache-pub-${Math.random()}`, 'health', ['publisher']);
  const call = async (method: 'POST' | 'PUT', path: string, body: object, cookie: string) => {
    const response = await editorInject(t, { method, path, body, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Json).result as Json;
  };
  return {
    operator,
    async create(promotionId: string, title: string): Promise<{ templateId: string; revision: number }> {
      const created = await call('POST', '/templates', { name: `缓存 ${promotionId}`, insuranceCategory: 'healthInsurance' }, operator);
      await t.db.query("INSERT INTO promotions (tenant_code, promotion_id, name, goods_id, template_id) VALUES ('health', $1, '缓存测试', 'G-HEALTH-001', $2)", [
        promotionId,
        created.templateId,
      ]);
      return this.publish({ templateId: created.templateId, revision: created.revision }, title);
    },
    async publish(template: { templateId: string; revision: number }, title: string) {
      const saved = await call('PUT', `/templates/${template.templateId}/draft`, { revision: template.revision, draft: titledDraft(title) }, operator);
      await call('POST', `/templates/${template.templateId}/publish`, { revision: saved.revision, acknowledgedWarnings: [UNSERVED_WARNING] }, publisher);
      return { templateId: template.templateId, revision: saved.revision as number };
    },
    async rollback(template: { templateId: string; revision: number }, version: number) {
      const rolled = await call('POST', `/templates/${template.templateId}/versions/${version}/rollback`, { revision: template.revision }, publisher);
      return { templateId: template.templateId, revision: rolled.revision as number };
    },
  };
}

const label = (response: LightMyRequestResponse): string => (JSON.parse(decoded(response)) as Json).result.pageList[0].label;

describe.each(testDatabases())('the published template from memory on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('sends the same bytes and entity tag to the POST of the contract and to the cacheable GET, in every encoding', async () => {
    const plain = await ask(t.app, 'POST', 'health-baiwan');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(PUBLISHED_TEMPLATE_CACHE_CONTROL);
    expect(plain.headers.vary).toBe(`accept-encoding, ${TENANT_HEADER}`);
    const tag = plain.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    expect(JSON.parse(plain.body)).toMatchObject({ success: true, code: 0, result: { goodsId: 'G-HEALTH-001', insuranceCategory: 'healthInsurance' } });

    const get = await ask(t.app, 'GET', 'health-baiwan');
    expect([get.statusCode, get.headers.etag, get.body]).toEqual([200, tag, plain.body]);
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await ask(t.app, 'GET', 'health-baiwan', { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.etag).toBe(`${tag.slice(0, -1)}-${encoding}"`);
      expect(decoded(compressed)).toBe(plain.body);
    }
  });

  it('answers a GET naming the current entity tag 304 with no body, and any other 200', async () => {
    const first = await ask(t.app, 'GET', 'health-baiwan', { 'accept-encoding': 'gzip' });
    const tag = first.headers.etag as string;
    const again = await ask(t.app, 'GET', 'health-baiwan', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect([again.statusCode, again.rawPayload.length, again.headers.etag]).toEqual([304, 0, tag]);
    // The same template in another encoding, or a weak tag, is the same version: still 304.
    expect((await ask(t.app, 'GET', 'health-baiwan', { 'if-none-match': `"x", W/${tag}` })).statusCode).toBe(304);
    expect((await ask(t.app, 'GET', 'health-baiwan', { 'if-none-match': '"some-other-version"' })).statusCode).toBe(200);
    // A POST carries out the call whatever it names.
    expect((await ask(t.app, 'POST', 'health-baiwan', { 'if-none-match': tag })).statusCode).toBe(200);
  });

  it('serves a publish and a rollback at once, with new entity tags, and keeps no unknown promotion', async () => {
    const editor = await editorOf(t);
    let template = await editor.create('cache-publish', '第一版');
    const first = await ask(t.app, 'GET', 'cache-publish');
    expect(label(first)).toBe('第一版');
    expect(label(await ask(t.app, 'POST', 'cache-publish'))).toBe('第一版');

    template = await editor.publish(template, '第二版');
    const second = await ask(t.app, 'GET', 'cache-publish', { 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(200);
    expect(label(second)).toBe('第二版');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(label(await ask(t.app, 'POST', 'cache-publish'))).toBe('第二版');

    await editor.rollback(template, 1);
    const rolledBack = await ask(t.app, 'GET', 'cache-publish', { 'if-none-match': second.headers.etag as string });
    expect([rolledBack.statusCode, label(rolledBack)]).toEqual([200, '第一版']);

    const unknown = await ask(t.app, 'GET', 'cache-not-yet');
    expect(JSON.parse(unknown.body)).toEqual({ success: true, code: 0, message: '未查找到模板数据' });
    expect(unknown.headers.etag).toBeUndefined();
    await editor.create('cache-not-yet', '后来发布');
    expect(label(await ask(t.app, 'GET', 'cache-not-yet'))).toBe('后来发布');
  });

  it('answers hostile requests to the cacheable GET with the contract\'s refusals, never a 500', async () => {
    const missing = await t.app.inject({ method: 'GET', url: PATH, headers: { [TENANT_HEADER]: 'health' } });
    expect(missing.statusCode).toBe(400);
    expect(JSON.parse(missing.body)).toMatchObject({ success: false });
    const foreign = await t.app.inject({ method: 'GET', url: `${PATH}?promotionId=health-baiwan`, headers: { [TENANT_HEADER]: 'nobody' } });
    expect([foreign.statusCode, JSON.parse(foreign.body).success]).toEqual([400, false]);
    const odd = await ask(t.app, 'GET', 'health-baiwan', { 'if-none-match': `${'"x",'.repeat(2000)}W/`, 'accept-encoding': 'br;q=zz, *;q=0, gzip;q=-1' });
    expect(odd.statusCode).toBe(200);
    const long = await ask(t.app, 'GET', 'p'.repeat(4000));
    expect(JSON.parse(long.body)).toEqual({ success: true, code: 0, message: '未查找到模板数据' });
  });

  it('never lets a cache keep a draft preview', async () => {
    const editor = await editorOf(t);
    const { templateId } = await editor.create('cache-preview', '已发布');
    const link = await editorInject(t, { method: 'POST', path: `/templates/${templateId}/preview-link`, body: {}, cookie: editor.operator });
    const previewToken = (link.json() as Json).result.previewToken as string;
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/insure/queryDraftTemplateConfig', headers: { [TENANT_HEADER]: 'health' }, payload: { previewToken } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe.skipIf(twoInstancesSkipReason() !== undefined)('the published template across two instances on PostgreSQL', () => {
  let pair: TwoInstances;
  let second: FastifyInstance;
  beforeAll(async () => {
    pair = await createTwoInstances(postgresUrl(), { seed: [seedTenants, seedProducts, seedHealth, seedTemplates] });
    second = pair.instances[1].app;
  });
  afterAll(async () => pair.close());

  it('a publish or a rollback on one instance is served by the other within a second', async () => {
    const editor = await editorOf(pair.instances[0]);
    let template = await editor.create('cache-two', '第一版');
    const before = await ask(second, 'GET', 'cache-two');
    expect(label(before)).toBe('第一版');
    expect((await ask(second, 'GET', 'cache-two', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);

    const servedWithin = async (expected: string): Promise<number> => {
      const start = Date.now();
      while (label(await ask(second, 'GET', 'cache-two')) !== expected) {
        if (Date.now() - start > 1_000) throw new Error(`the second instance still serves the old template after a second`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return Date.now() - start;
    };
    template = await editor.publish(template, '第二版');
    expect(await servedWithin('第二版')).toBeLessThan(1_000);
    await editor.rollback(template, 1);
    expect(await servedWithin('第一版')).toBeLessThan(1_000);
  });
});
