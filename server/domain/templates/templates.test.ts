import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../../schema/template/schema-version';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { titledDraft, UNSERVED_WARNING } from '../../testing/titled-draft';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases())('templates on $name', (target) => {
  let t: TestApp;
  /** Per tenant, an operator's session and a publisher's: four-eyes keeps whoever edits from publishing. */
  const sessions: Record<string, { operator: string; publisher: string }> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const tenant of ['health', 'ba']) {
      sessions[tenant] = {
        operator: await signedInAs(t, `${tenant}-op`, tenant, ['operator', 'qa']),
        publisher: await signedInAs(t, `${tenant}-pub`, tenant, ['publisher']),
      };
    }
  });
  afterAll(async () => t.close());

  const request = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, tenant = 'health') => {
    const publishes = /\/(publish|rollback)$/.test(url);
    const cookie = publishes ? sessions[tenant]?.publisher : sessions[tenant]?.operator;
    // The templates made here are served by no promotion (or by one linked later): the publisher has
    // acknowledged that warning of the publish gate (see gate/publish-gate.test.ts for the gate itself).
    const sent = body && url.endsWith('/publish') && !('acknowledgedWarnings' in body) ? { ...body, acknowledgedWarnings: [UNSERVED_WARNING] } : body;
    const response = await editorInject(t, { method, path: url, ...(sent ? { body: sent } : {}), ...(cookie ? { cookie } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const buyerTemplate = async (promotionId: string, tenant = 'health') => {
    const response = await postApi(t.app, `/v1/insure/queryGoodsTemplateConfig?promotionId=${promotionId}`, { promotionId }, tenant);
    expect(response.statusCode).toBe(200);
    return response.json() as Json;
  };
  const newTemplate = async (name: string, tenant = 'health') => {
    const created = await request('POST', '/templates', { name, insuranceCategory: 'healthInsurance' }, tenant);
    expect(created.status).toBe(200);
    return created.json.result as Json;
  };
  const publishedTemplate = async (name: string, title: string) => {
    const template = await newTemplate(name);
    const saved = await request('PUT', `/templates/${template.templateId}/draft`, { revision: template.revision, draft: titledDraft(title) });
    expect((await request('POST', `/templates/${template.templateId}/publish`, { revision: saved.json.result.revision })).status).toBe(200);
    return template.templateId as string;
  };
  const linkPromotion = async (promotionId: string, templateId: string) => {
    await t.db.query("INSERT INTO promotions (tenant_code, promotion_id, name, goods_id, template_id) VALUES ('health', $1, '测试推广', 'G-HEALTH-001', $2)", [
      promotionId,
      templateId,
    ]);
  };

  describe('queryGoodsTemplateConfig', () => {
    it('returns the published template of a promotion with the promotion goods', async () => {
      const reply = await buyerTemplate('health-baiwan');
      expect(reply).toMatchObject({ success: true, code: 0 });
      expect(reply.result).toMatchObject({ insuranceCategory: 'healthInsurance', goodsId: 'G-HEALTH-001', goodsName: '安心百万医疗险' });
      expect(reply.result.pageList.map((page: Json) => page.pageCode)).toEqual(['trial', 'info', 'confirm', 'result']);
      expect((await buyerTemplate('ba-life', 'ba')).result).toMatchObject({ insuranceCategory: 'lifeInsurance', themeColor: '#c8102e' });
      expect((await buyerTemplate('health-home')).result.insuranceCategory).toBe('propertyInsurance');
    });

    it('answers an unknown promotion, or another tenant’s, with an empty result', async () => {
      expect(await buyerTemplate('no-such-promotion')).toEqual({ success: true, code: 0, message: '未查找到模板数据' });
      expect(await buyerTemplate('ba-baiwan', 'health')).toEqual({ success: true, code: 0, message: '未查找到模板数据' });
    });

    it('answers a promotion whose template was never published with an empty result', async () => {
      const template = await newTemplate('未发布的模板');
      await linkPromotion('promo-unpublished', template.templateId);
      expect((await buyerTemplate('promo-unpublished')).result).toBeUndefined();
    });
  });

  describe('listing and opening', () => {
    it('lists only the tenant’s templates with their status', async () => {
      const health = await request('GET', '/templates');
      expect(health.status).toBe(200);
      const seeded = health.json.result.find((row: Json) => row.templateId === 'tpl-health-baiwan');
      expect(seeded).toMatchObject({ status: 'published', latestVersion: 1, revision: 1, insuranceCategory: 'healthInsurance', goodsName: '安心百万医疗险' });
      expect(seeded.draft).toBeUndefined();
      // Each row carries its promotions: the list needs no request per row.
      expect(seeded.promotions).toEqual([{ promotionId: 'health-baiwan', name: expect.any(String) }]);
      const fresh = await newTemplate('列表无推广');
      const listed = (await request('GET', '/templates')).json.result.find((row: Json) => row.templateId === fresh.templateId);
      expect(listed.promotions).toEqual([]);
      const ids = (await request('GET', '/templates', undefined, 'ba')).json.result.map((row: Json) => row.templateId);
      expect(ids).toEqual(expect.arrayContaining(['tpl-ba-baiwan', 'tpl-ba-life', 'tpl-ba-home']));
      expect(ids.some((id: string) => id.startsWith('tpl-health-'))).toBe(false);
    });

    it('opens a template with its draft, revision and latest version', async () => {
      const opened = await request('GET', '/templates/tpl-health-life');
      expect(opened.json.result).toMatchObject({ templateId: 'tpl-health-life', revision: 1, latestVersion: 1, status: 'published' });
      expect(opened.json.result.draft.insuranceCategory).toBe('lifeInsurance');
    });

    it('answers an unknown template with 404', async () => {
      const missing = await request('GET', '/templates/tpl-nothing');
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({ success: false, code: 40400, message: '模板「tpl-nothing」不存在' });
    });

    it('lists only the session’s own tenant as the one an operator can act for', async () => {
      const tenants = await request('GET', '/tenants');
      expect(tenants.status).toBe(200);
      expect(tenants.json.result).toEqual([{ code: 'health', name: expect.any(String) }]);
    });

    it('takes the tenant from the session, never from the tenant header', async () => {
      const cookie = sessions.health?.operator;
      const listed = await editorInject(t, { method: 'GET', path: '/templates', headers: { 'x-tenant-code': 'ba' }, ...(cookie ? { cookie } : {}) });
      const ids = (listed.json() as Json).result.map((row: Json) => row.templateId);
      expect(ids).toContain('tpl-health-baiwan');
      expect(ids.some((id: string) => id.startsWith('tpl-ba-'))).toBe(false);
      expect((await request('GET', '/templates/tpl-ba-baiwan')).status).toBe(404);
    });

    it('is described in the OpenAPI document', async () => {
      const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(openapi.paths['/api/editor/templates/{templateId}/versions/{version}/rollback']).toBeDefined();
    });
  });

  describe('creating and duplicating', () => {
    it('creates an empty draft-only template', async () => {
      const created = await request('POST', '/templates', { name: '新品模板', description: '说明', insuranceCategory: 'lifeInsurance' });
      expect(created.json.result).toMatchObject({ name: '新品模板', description: '说明', status: 'draft', latestVersion: null, publishedAt: null, revision: 1 });
      expect(created.json.result.templateId).toMatch(/^tpl-[0-9a-f]{12}$/);
      expect(created.json.result.draft).toMatchObject({ schemaVersion: CURRENT_SCHEMA_VERSION, insuranceCategory: 'lifeInsurance' });
      expect(created.json.result.draft.pageList).toHaveLength(1);
    });

    it('creates a template from a published one and refuses a never-published source', async () => {
      const copy = await request('POST', '/templates', { name: '医疗险副本', source: { templateId: 'tpl-health-baiwan' } });
      const version = await request('GET', '/templates/tpl-health-baiwan/versions/1');
      expect(copy.json.result.draft).toEqual(version.json.result.content);
      expect(copy.json.result.status).toBe('draft');
      const unpublished = await newTemplate('草稿');
      const refused = await request('POST', '/templates', { name: 'x', source: { templateId: unpublished.templateId } });
      expect(refused.status).toBe(404);
      expect(refused.json.message).toContain('尚未发布');
    });

    it('refuses a bad body naming the field', async () => {
      const refused = await request('POST', '/templates', { name: '' });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toContainEqual({ path: '/name', message: expect.any(String) });
    });

    it('duplicates the current draft without its versions', async () => {
      const original = await newTemplate('原模板');
      await request('PUT', `/templates/${original.templateId}/draft`, { revision: 1, draft: titledDraft('正在编辑') });
      const copy = await request('POST', `/templates/${original.templateId}/duplicate`, {});
      expect(copy.json.result).toMatchObject({ name: '原模板 副本', status: 'draft', latestVersion: null });
      expect(copy.json.result.draft).toEqual(titledDraft('正在编辑'));
      const named = await request('POST', `/templates/${original.templateId}/duplicate`, { name: '另一个' });
      expect(named.json.result.name).toBe('另一个');
    });
  });

  describe('saving drafts', () => {
    it('saves a draft, moving the revision and the status', async () => {
      const saved = await request('PUT', '/templates/tpl-health-home/draft', { revision: 1, draft: titledDraft('家财险改版'), name: '家财险投保页（改版）' });
      expect(saved.status).toBe(200);
      expect(saved.json.result).toMatchObject({ revision: 2, status: 'modified', latestVersion: 1, name: '家财险投保页（改版）' });
      expect((await buyerTemplate('health-home')).result.insuranceCategory).toBe('propertyInsurance');
    });

    it('refuses a stale save with 409 and keeps the newer draft', async () => {
      const template = await newTemplate('并发编辑');
      expect((await request('PUT', `/templates/${template.templateId}/draft`, { revision: 1, draft: titledDraft('甲的修改') })).status).toBe(200);
      const stale = await request('PUT', `/templates/${template.templateId}/draft`, { revision: 1, draft: titledDraft('乙的修改') });
      expect(stale.status).toBe(409);
      expect(stale.json).toMatchObject({ success: false, code: 40900, message: '草稿已被他人更新，请刷新后在最新草稿上修改', details: { revision: 2 } });
      expect((await request('GET', `/templates/${template.templateId}`)).json.result.draft).toEqual(titledDraft('甲的修改'));
    });

    it('lets exactly one of several concurrent saves from the same revision win', async () => {
      const template = await newTemplate('同时保存');
      const saves = await Promise.all(
        ['甲', '乙', '丙', '丁', '戊'].map((who) => request('PUT', `/templates/${template.templateId}/draft`, { revision: 1, draft: titledDraft(who) })),
      );
      expect(saves.map((save) => save.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const winner = saves.find((save) => save.status === 200);
      expect((await request('GET', `/templates/${template.templateId}`)).json.result).toMatchObject({ revision: 2, draft: winner?.json.result.draft });
    });

    it('keeps an invalid draft as work in progress', async () => {
      const template = await newTemplate('半成品');
      const saved = await request('PUT', `/templates/${template.templateId}/draft`, { revision: 1, draft: { pageList: 'not yet' } });
      expect(saved.json.result.draft).toEqual({ pageList: 'not yet' });
    });
  });

  describe('publishing', () => {
    it('refuses an invalid draft with JSON-Pointer problems and changes nothing', async () => {
      const templateId = await publishedTemplate('校验模板', '第一版');
      const invalid = titledDraft('坏草稿');
      invalid.themeColor = 'red';
      const added = invalid.pageList[0].moduleList.push({ id: 'banner', component: 'noSuchBlock', label: '', attrs: {}, isDefault: true }) - 1;
      const saved = await request('PUT', `/templates/${templateId}/draft`, { revision: 2, draft: invalid });
      const refused = await request('POST', `/templates/${templateId}/publish`, { revision: saved.json.result.revision });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ success: false, code: 40000 });
      expect(refused.json.message).toMatch(/^模板校验未通过/);
      const paths = refused.json.errors.map((problem: Json) => problem.path);
      expect(paths).toEqual(expect.arrayContaining(['/themeColor', `/pageList/0/moduleList/${added}/component`, `/pageList/0/moduleList/${added}/id`]));
      const after = (await request('GET', `/templates/${templateId}`)).json.result;
      expect(after).toMatchObject({ latestVersion: 1, revision: 3, status: 'modified' });
      expect(after.draft).toEqual(invalid);
      expect((await request('GET', `/templates/${templateId}/versions`)).json.result.map((v: Json) => v.version)).toEqual([1]);
    });

    it('publishes numbered versions that never change afterwards', async () => {
      const templateId = await publishedTemplate('版本模板', '第一版');
      await linkPromotion('promo-versions', templateId);
      const first = (await request('GET', `/templates/${templateId}/versions/1`)).json.result;
      await request('PUT', `/templates/${templateId}/draft`, { revision: 2, draft: titledDraft('第二版') });
      const published = await request('POST', `/templates/${templateId}/publish`, { revision: 3, note: '改标题' });
      expect(published.json.result).toEqual({ version: 2, revision: 3, publishedAt: t.clock.now().toISOString() });
      expect((await buyerTemplate('promo-versions')).result.pageList[0].label).toBe('第二版');
      const versions = (await request('GET', `/templates/${templateId}/versions`)).json.result;
      expect(versions.map((v: Json) => [v.version, v.note, v.rolledBackFrom])).toEqual([
        [2, '改标题', null],
        [1, '', null],
      ]);
      expect((await request('GET', `/templates/${templateId}/versions/1`)).json.result).toEqual(first);
      await t.db.query("UPDATE template_versions SET note = 'rewritten' WHERE template_id = $1", [templateId]);
      expect((await request('GET', `/templates/${templateId}/versions/1`)).json.result).toEqual(first);
      expect((await request('GET', `/templates/${templateId}`)).json.result.status).toBe('published');
    });

    it('refuses publishing an unchanged draft and a stale revision with 409', async () => {
      const templateId = await publishedTemplate('重复发布', '第一版');
      const again = await request('POST', `/templates/${templateId}/publish`, {});
      expect(again.status).toBe(409);
      expect(again.json.message).toBe('草稿没有新的修改，已是第 1 版');
      await request('PUT', `/templates/${templateId}/draft`, { revision: 2, draft: titledDraft('新内容') });
      const stale = await request('POST', `/templates/${templateId}/publish`, { revision: 2 });
      expect(stale.status).toBe(409);
      expect(stale.json.code).toBe(40900);
    });

    it('publishes one version when the same draft is published concurrently', async () => {
      const template = await newTemplate('同时发布');
      await request('PUT', `/templates/${template.templateId}/draft`, { revision: 1, draft: titledDraft('一次') });
      const publishes = await Promise.all([1, 2, 3, 4].map(() => request('POST', `/templates/${template.templateId}/publish`, { revision: 2 })));
      expect(publishes.map((publish) => publish.status).sort()).toEqual([200, 409, 409, 409]);
      expect((await request('GET', `/templates/${template.templateId}/versions`)).json.result).toHaveLength(1);
    });

    it('upgrades an old-format draft when publishing it', async () => {
      const template = await newTemplate('旧格式模板');
      // Format 1, as older back ends stored it: no schemaVersion, page orders as strings.
      const { schemaVersion: _version, ...current } = titledDraft('旧格式');
      const v1 = { ...current, pageList: current.pageList.map((page) => ({ ...page, pageOrder: String(page.pageOrder) })) };
      await request('PUT', `/templates/${template.templateId}/draft`, { revision: 1, draft: v1 });
      const published = await request('POST', `/templates/${template.templateId}/publish`, { revision: 2 });
      expect(published.json.result).toMatchObject({ version: 1, revision: 3 });
      const opened = (await request('GET', `/templates/${template.templateId}`)).json.result;
      expect(opened).toMatchObject({ status: 'published', revision: 3 });
      expect(opened.draft.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
      expect((await request('GET', `/templates/${template.templateId}/versions/1`)).json.result.content).toEqual(opened.draft);
    });

    it('answers an unknown version with 404', async () => {
      const missing = await request('GET', '/templates/tpl-health-life/versions/9');
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('模板「tpl-health-life」没有第 9 版');
    });
  });

  describe('rolling back', () => {
    it('republishes an old version as a new one without rewriting history', async () => {
      const templateId = await publishedTemplate('回滚模板', '第一版');
      await linkPromotion('promo-rollback', templateId);
      await request('PUT', `/templates/${templateId}/draft`, { revision: 2, draft: titledDraft('第二版') });
      await request('POST', `/templates/${templateId}/publish`, { revision: 3 });
      await request('PUT', `/templates/${templateId}/draft`, { revision: 3, draft: titledDraft('未发布的第三稿') });
      t.clock.advance(60_000);
      const rolled = await request('POST', `/templates/${templateId}/versions/1/rollback`, { revision: 4 });
      expect(rolled.status).toBe(200);
      expect(rolled.json.result).toMatchObject({ version: 3, revision: 5 });
      const versions = (await request('GET', `/templates/${templateId}/versions`)).json.result;
      expect(versions.map((v: Json) => [v.version, v.rolledBackFrom, v.note])).toEqual([
        [3, 1, '回滚至第 1 版'],
        [2, null, ''],
        [1, null, ''],
      ]);
      expect((await request('GET', `/templates/${templateId}/versions/2`)).json.result.content).toEqual(titledDraft('第二版'));
      expect((await request('GET', `/templates/${templateId}/versions/3`)).json.result.content).toEqual(titledDraft('第一版'));
      expect((await request('GET', `/templates/${templateId}`)).json.result).toMatchObject({ status: 'published', draft: titledDraft('第一版') });
      expect((await buyerTemplate('promo-rollback')).result.pageList[0].label).toBe('第一版');
    });

    it('refuses an unknown version or a stale revision and changes nothing', async () => {
      const templateId = await publishedTemplate('回滚失败', '第一版');
      expect((await request('POST', `/templates/${templateId}/versions/7/rollback`, {})).status).toBe(404);
      expect((await request('POST', `/templates/${templateId}/versions/1/rollback`, { revision: 1 })).status).toBe(409);
      expect((await request('GET', `/templates/${templateId}`)).json.result).toMatchObject({ revision: 2, latestVersion: 1 });
    });
  });

  describe('promotions', () => {
    it('lists the promotions of a template with goods and plans', async () => {
      const promotions = await request('GET', '/templates/tpl-health-baiwan/promotions');
      expect(promotions.json.result).toEqual([
        { promotionId: 'health-baiwan', name: expect.any(String), goodsId: 'G-HEALTH-001', goodsName: '安心百万医疗险', planIds: ['P-HEALTH-BASIC', 'P-HEALTH-PLUS'] },
      ]);
      const none = await newTemplate('无推广');
      expect((await request('GET', `/templates/${none.templateId}/promotions`)).json.result).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it('hides every template of another tenant from every route', async () => {
      const id = 'tpl-health-baiwan';
      const asBa = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => request(method, url, body, 'ba');
      const attempts = await Promise.all([
        asBa('GET', `/templates/${id}`),
        asBa('PUT', `/templates/${id}/draft`, { revision: 1, draft: titledDraft('越权') }),
        asBa('POST', `/templates/${id}/publish`, {}),
        asBa('POST', `/templates/${id}/duplicate`, {}),
        asBa('GET', `/templates/${id}/versions`),
        asBa('GET', `/templates/${id}/versions/1`),
        asBa('POST', `/templates/${id}/versions/1/rollback`, {}),
        asBa('GET', `/templates/${id}/promotions`),
        asBa('POST', '/templates', { name: '越权复制', source: { templateId: id } }),
      ]);
      for (const attempt of attempts) expect(attempt).toMatchObject({ status: 404, json: { success: false, code: 40400 } });
      expect((await request('GET', `/templates/${id}`)).json.result.revision).toBe(1);
    });
  });

  it('leaves a seeded database unchanged when seeded again', async () => {
    const before = await t.db.query('SELECT tenant_code, template_id, revision, latest_version FROM templates ORDER BY 1, 2');
    const { seedTemplates } = await import('./seed');
    await t.db.transaction(seedTemplates);
    expect((await t.db.query('SELECT tenant_code, template_id, revision, latest_version FROM templates ORDER BY 1, 2')).rows).toEqual(before.rows);
  });
});
