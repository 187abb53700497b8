import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { editorInject, signedInAs } from '../testing/editor-sessions';
import { testDatabases } from '../testing/test-databases';
import { titledDraft, UNSERVED_WARNING, type TitledDraft } from '../testing/titled-draft';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>投保</title><meta name="description" content="在线投保：选择保障方案，填写投保信息，支付后即完成投保。" /></head>' +
  '<body><div id="root"></div></body></html>';
const GENERIC = '<meta name="description" content="在线投保：选择保障方案，填写投保信息，支付后即完成投保。" />';

/** A draft selling the seeded medical goods whose banner says `subtitle` over `image`. */
function draftSaying(subtitle: string, image: string, goodsName?: string): TitledDraft {
  const draft = titledDraft('安心医疗');
  const banner = draft.pageList[0].moduleList[0];
  if (banner?.component !== 'productBanner') throw new Error('the titled draft opens with its banner');
  banner.attrs = { ...banner.attrs, subtitle, image };
  return goodsName === undefined ? draft : { ...draft, goodsName };
}

describe.each(testDatabases())("a promotion's HTML on $name", (target) => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await createTestApp(target, { env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  interface Published {
    readonly templateId: string;
    readonly revision: number;
  }

  /** Publishes `draft` as the template of promotion `promotionId`, made with the promotion on its first publish. */
  async function publish(promotionId: string, draft: TitledDraft, template?: Published): Promise<Published> {
    const operator = await signedInAs(t, `page-op-${Math.random()}`, 'health', ['operator']);
    const publisher = await signedInAs(t, `page-pub-${Math.random()}`, 'health', ['publisher']);
    const call = async (method: 'POST' | 'PUT', path: string, body: object, cookie: string): Promise<Json> => {
      const response = await editorInject(t, { method, path, body, cookie });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Json).result as Json;
    };
    let target = template;
    if (!target) {
      const created = await call('POST', '/templates', { name: `页面 ${promotionId}`, insuranceCategory: 'healthInsurance' }, operator);
      target = { templateId: created.templateId as string, revision: created.revision as number };
      await t.db.query("INSERT INTO promotions (tenant_code, promotion_id, name, goods_id, template_id) VALUES ('health', $1, '页面测试', 'G-HEALTH-001', $2)", [
        promotionId,
        target.templateId,
      ]);
    }
    const saved = await call('PUT', `/templates/${target.templateId}/draft`, { revision: target.revision, draft }, operator);
    await call('POST', `/templates/${target.templateId}/publish`, { revision: saved.revision, acknowledgedWarnings: [UNSERVED_WARNING] }, publisher);
    return { templateId: target.templateId, revision: saved.revision as number };
  }

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { 'accept-encoding': 'identity', ...headers } });

  it("describes the promotion's product in its HTML, titled as its page, and keeps the generic description elsewhere", async () => {
    const seeded = await get('/h?promotionId=health-baiwan');
    expect(seeded.body).toContain('<title>安心百万医疗险</title>');
    expect(seeded.body).toContain('<meta name="description" content="安心百万医疗险：住院医疗费用社保报销后100%赔付，重疾0免赔" />');
    expect(seeded.body).toContain('id="first-screen"');
    expect((await get('/h?promotionId=health-home&page=2')).body).toContain('<title>填写投保信息</title>');
    for (const url of ['/h', '/h?promotionId=no-such-promotion', '/h?promotionId=health-baiwan&mode=preview', '/orderDetail?promotionId=health-baiwan']) {
      const page = await get(url);
      expect(page.body, url).toBe(INDEX);
    }
  });

  it('escapes what the product and its template say', async () => {
    await publish('page-escape', draftSaying('"><script>alert(1)</script> & 更多', 'https://img.example.cn/a.png?x="><script>', '安心<script>alert("保")</script>'));
    const page = await get('/h?promotionId=page-escape');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('<title>安心医疗</title>');
    expect(page.body).toContain(
      '<meta name="description" content="安心&lt;script&gt;alert(&quot;保&quot;)&lt;/script&gt;：&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; 更多" />',
    );
  });

  it('answers 304 while the page is unchanged, and the new page with a new tag once its template is republished', async () => {
    const template = await publish('page-republish', draftSaying('住院医疗最高报销 200 万', 'https://img.example.cn/first.png'));
    const first = await get('/h?promotionId=page-republish');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('住院医疗最高报销 200 万');
    for (const method of ['GET', 'HEAD'] as const) {
      const again = await get('/h?promotionId=page-republish', { 'if-none-match': tag }, method);
      expect([again.statusCode, again.rawPayload.length, again.headers.etag]).toEqual([304, 0, tag]);
    }
    // Another promotion's page is other bytes: its own tag.
    expect((await get('/h?promotionId=health-baiwan', { 'if-none-match': tag })).statusCode).toBe(200);

    await publish('page-republish', draftSaying('门诊住院都能报', 'https://img.example.cn/second.png'), template);
    for (const method of ['GET', 'HEAD'] as const) {
      const after = await get('/h?promotionId=page-republish', { 'if-none-match': tag }, method);
      expect(after.statusCode, method).toBe(200);
      expect(after.headers.etag).not.toBe(tag);
      if (method === 'GET') {
        expect(after.body).toContain('<meta name="description" content="安心百万医疗险：门诊住院都能报" />');
        expect(after.body).toContain('<img src="https://img.example.cn/second.png"');
        expect(after.body).not.toContain(GENERIC);
      }
    }
  });
});
