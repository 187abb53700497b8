import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorInject, signedInAs, signInCookie } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { titledDraft } from '../../testing/titled-draft';
import { PREVIEW_TOKEN_TTL_MS } from './preview-token';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases())('QA preview of a draft on $name', (target) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(target);
    cookie = await signedInAs(t, 'preview-op', 'health', ['operator']);
  });
  afterAll(async () => t.close());

  const editor = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const response = await editorInject(t, { method, path: url, cookie, ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const draftByToken = async (previewToken: string, tenant = 'health') => {
    const response = await postApi(t.app, '/v1/insure/queryDraftTemplateConfig', { previewToken }, tenant);
    return { status: response.statusCode, json: response.json() as Json };
  };
  /** A template of the health tenant with a saved, unpublished draft, delivered by a new promotion. */
  const savedDraft = async (title: string, promotionId: string) => {
    const created = await editor('POST', '/templates', { name: `预览 ${title}`, insuranceCategory: 'healthInsurance' });
    const templateId = created.json.result.templateId as string;
    const saved = await editor('PUT', `/templates/${templateId}/draft`, { revision: created.json.result.revision, draft: titledDraft(title) });
    expect(saved.status).toBe(200);
    await t.db.query("INSERT INTO promotions (tenant_code, promotion_id, name, goods_id, template_id) VALUES ('health', $1, '预览推广', 'G-HEALTH-001', $2)", [
      promotionId,
      templateId,
    ]);
    return { templateId, revision: saved.json.result.revision as number };
  };

  it('serves the saved draft, never published, to the holder of a fresh token, with the promotion goods', async () => {
    const { templateId } = await savedDraft('草稿标题', 'preview-promo-1');
    const link = await editor('POST', `/templates/${templateId}/preview-link`, { promotionId: 'preview-promo-1' });
    expect(link.status).toBe(200);
    expect(link.json.result.expiresAt).toBe(new Date(t.clock.now().getTime() + PREVIEW_TOKEN_TTL_MS).toISOString());
    const reply = await draftByToken(link.json.result.previewToken);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, code: 0, result: { goodsId: 'G-HEALTH-001', goodsName: '安心百万医疗险' } });
    expect(reply.json.result.pageList[0].moduleList[0].attrs.title).toBe('草稿标题');
    // The buyer's published link still has nothing: the draft was never published.
    const published = await postApi(t.app, '/v1/insure/queryGoodsTemplateConfig?promotionId=preview-promo-1', { promotionId: 'preview-promo-1' }, 'health');
    expect(published.json()).toEqual({ success: true, code: 0, message: '未查找到模板数据' });
  });

  it('follows later saves of the draft with the same link', async () => {
    const { templateId, revision } = await savedDraft('第一稿', 'preview-promo-2');
    const link = await editor('POST', `/templates/${templateId}/preview-link`, {});
    await editor('PUT', `/templates/${templateId}/draft`, { revision, draft: titledDraft('第二稿') });
    const reply = await draftByToken(link.json.result.previewToken);
    expect(reply.json.result.pageList[0].label).toBe('第二稿');
  });

  it('refuses an expired token, another tenant, and a forged one', async () => {
    const { templateId } = await savedDraft('过期', 'preview-promo-3');
    const token = (await editor('POST', `/templates/${templateId}/preview-link`, {})).json.result.previewToken as string;
    const refused = { success: false, code: 40000, message: '预览链接无效或已过期，请在编辑器中重新生成' };
    expect(await draftByToken(token, 'ba')).toEqual({ status: 403, json: refused });
    expect(await draftByToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toEqual({ status: 403, json: refused });
    t.clock.advance(PREVIEW_TOKEN_TTL_MS);
    expect(await draftByToken(token)).toEqual({ status: 403, json: refused });
    // A day on, the operator's session has ended too (8 hours idle): the next tests sign in again.
    expect((await editor('GET', `/templates/${templateId}`)).status).toBe(401);
    cookie = await signInCookie(t, 'preview-op');
  });

  it('refuses to preview a draft that could not be published, naming the problem count', async () => {
    const { templateId, revision } = await savedDraft('无效', 'preview-promo-4');
    const broken = titledDraft('无效');
    const [bannerModule] = broken.pageList[0].moduleList;
    if (bannerModule) bannerModule.component = 'noSuchBlock';
    await editor('PUT', `/templates/${templateId}/draft`, { revision, draft: broken });
    const token = (await editor('POST', `/templates/${templateId}/preview-link`, {})).json.result.previewToken as string;
    const reply = await draftByToken(token);
    expect(reply.status).toBe(422);
    expect(reply.json).toMatchObject({ success: false, code: 40000 });
    expect(reply.json.message).toMatch(/^草稿校验未通过，共 \d+ 处问题/);
  });

  it('refuses a link for another template’s promotion or an unknown template', async () => {
    const { templateId } = await savedDraft('推广不符', 'preview-promo-5');
    expect((await editor('POST', `/templates/${templateId}/preview-link`, { promotionId: 'health-baiwan' })).status).toBe(404);
    expect((await editor('POST', '/templates/no-such-template/preview-link', {})).status).toBe(404);
  });
});
