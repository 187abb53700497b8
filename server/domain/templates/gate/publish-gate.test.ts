import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../../testing/editor-sessions';
import { testDatabases } from '../../../testing/test-databases';
import { titledDraft, UNSERVED_WARNING } from '../../../testing/titled-draft';
import { gateTemplate } from './gate-template';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HELD = 'a'.repeat(64);
const MISSING = 'b'.repeat(64);

describe.each(testDatabases())('the publish gate on the publish route on $name', (target) => {
  let t: TestApp;
  const cookies = { operator: '', publisher: '' };
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    cookies.operator = await signedInAs(t, 'gate-op', 'health', ['operator']);
    cookies.publisher = await signedInAs(t, 'gate-pub', 'health', ['publisher']);
    // One image the health tenant's library holds (the bytes do not matter to the gate).
    await t.db.query(
      `INSERT INTO media_assets (tenant_code, id, mime_type, byte_size, width, height, content, thumbnail, origin, created_at)
       VALUES ('health', $1, 'image/png', 1, 1, 1, '\\x00'::bytea, '\\x00'::bytea, 'upload', now())`,
      [HELD],
    );
  });
  afterAll(async () => t.close());

  const call = async (role: keyof typeof cookies, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const response = await editorInject(t, { method, path, cookie: cookies[role], ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  /** A new template of the health tenant whose draft the operator saved. */
  const saved = async (draft: object) => {
    const created = await call('operator', 'POST', '/templates', { name: '发布检查', insuranceCategory: 'healthInsurance' });
    const templateId = created.json.result.templateId as string;
    if (draft !== undefined) expect((await call('operator', 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft })).status).toBe(200);
    return templateId;
  };

  it('refuses a new blank template with every finding: rule, severity and pointer, and publishes nothing', async () => {
    const created = await call('operator', 'POST', '/templates', { name: '空白模板', insuranceCategory: 'healthInsurance' });
    const templateId = created.json.result.templateId as string;
    const refused = await call('publisher', 'POST', `/templates/${templateId}/publish`, { acknowledgedWarnings: [UNSERVED_WARNING] });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('模板校验未通过：发布检查发现 10 个错误、2 个警告');
    const findings = refused.json.errors.map((finding: Json) => `${finding.severity} ${finding.rule} ${finding.path}`);
    expect(findings).toEqual(
      expect.arrayContaining([
        'error product.linked /goodsId',
        'error module.policy-holder.required /insuranceCategory',
        'error module.result.required /insuranceCategory',
        'error page.empty /pageList/0',
        'warning theme.contrast /themeColor',
        'warning promotion.linked ',
      ]),
    );
    expect(refused.json.errors[1]).toEqual({
      rule: 'module.policy-holder.required',
      severity: 'error',
      path: '/insuranceCategory',
      message: '健康险模板缺少投保人信息模块（policyHolderModule）',
      params: { category: { 'zh-CN': '健康险', 'en-US': 'health insurance' } },
    });
    expect((await call('publisher', 'GET', `/templates/${templateId}/versions`)).json.result).toEqual([]);
  });

  it('refuses a warning the publisher did not acknowledge, then publishes once it is', async () => {
    const templateId = await saved(titledDraft('待确认'));
    const refused = await call('publisher', 'POST', `/templates/${templateId}/publish`, { revision: 2 });
    expect(refused).toMatchObject({ status: 422, json: { message: '还有 1 个警告未确认，请确认后再发布' } });
    expect(refused.json.errors).toEqual([
      { rule: 'promotion.linked', severity: 'warning', path: '', message: expect.stringContaining('没有推广投放此模板') },
    ]);
    const published = await call('publisher', 'POST', `/templates/${templateId}/publish`, { revision: 2, acknowledgedWarnings: [UNSERVED_WARNING] });
    expect(published).toMatchObject({ status: 200, json: { result: { version: 1 } } });
  });

  it('judges the linked goods and the images on the server’s facts', async () => {
    const draft = titledDraft('事实') as unknown as TemplateConfig;
    draft.goodsId = 'G-NOWHERE';
    const banner = draft.pageList[0]?.moduleList[0];
    if (!banner) throw new Error('titled draft changed');
    banner.attrs.image = `/media/${MISSING}.png`;
    const templateId = await saved(draft);
    const refused = await call('publisher', 'POST', `/templates/${templateId}/publish`, { acknowledgedWarnings: [UNSERVED_WARNING] });
    expect(refused.json.errors.filter((finding: Json) => finding.severity === 'error')).toEqual([
      { rule: 'product.exists', severity: 'error', path: '/goodsId', message: '商品「G-NOWHERE」在服务端不存在', params: { goodsId: 'G-NOWHERE' } },
      { rule: 'image.loads', severity: 'error', path: '/pageList/0/moduleList/0/attrs/image', message: `图片无法加载：/media/${MISSING}.png`, params: { ref: `/media/${MISSING}.png` } },
    ]);
  });

  it('gives the editor the same facts: goods, plans, benefit table, promotions and which assets exist', async () => {
    const facts = await call('operator', 'POST', '/templates/tpl-health-life/gate-facts', {
      goodsId: 'G-LIFE-001',
      imageRefs: [`/media/${HELD}.png`, `/media/${MISSING}.jpg`, 'https://cdn.example.cn/a.png'],
    });
    expect(facts.json.result).toEqual({
      goodsId: 'G-LIFE-001',
      product: { goodsId: 'G-LIFE-001', goodsName: expect.any(String), insuranceCategory: 'lifeInsurance', planIds: ['P-LIFE-STD'], hasBenefitTable: true },
      promotions: [{ promotionId: 'health-life', goodsId: 'G-LIFE-001' }],
      images: { [`/media/${HELD}.png`]: true, [`/media/${MISSING}.jpg`]: false },
    });
    const health = (await call('operator', 'POST', '/templates/tpl-health-baiwan/gate-facts', { goodsId: 'G-HEALTH-001', imageRefs: [] })).json.result;
    expect(health.product).toMatchObject({ planIds: ['P-HEALTH-BASIC', 'P-HEALTH-PLUS'], hasBenefitTable: false });
    expect(health.promotions).toEqual([{ promotionId: 'health-baiwan', goodsId: 'G-HEALTH-001' }]);
    expect((await call('operator', 'POST', '/templates/tpl-health-baiwan/gate-facts', { imageRefs: [] })).json.result).toMatchObject({ goodsId: null, product: null });
    expect((await call('operator', 'POST', '/templates/tpl-ba-baiwan/gate-facts', { imageRefs: [] })).status).toBe(404);
  });

  it('lets a rollback through with warnings, but not with errors', async () => {
    const templateId = await saved(titledDraft('第一版'));
    expect((await call('publisher', 'POST', `/templates/${templateId}/publish`, { acknowledgedWarnings: [UNSERVED_WARNING] })).status).toBe(200);
    expect((await call('operator', 'PUT', `/templates/${templateId}/draft`, { revision: 2, draft: titledDraft('第二版') })).status).toBe(200);
    expect((await call('publisher', 'POST', `/templates/${templateId}/publish`, { acknowledgedWarnings: [UNSERVED_WARNING] })).status).toBe(200);
    expect((await call('publisher', 'POST', `/templates/${templateId}/versions/1/rollback`, {})).status).toBe(200);
    // The goods were reclassified since version 1 was published: its content no longer passes.
    await t.db.query("UPDATE goods SET insurance_category = 'lifeInsurance' WHERE tenant_code = 'health' AND goods_id = 'G-HEALTH-001'");
    try {
      const refused = await call('publisher', 'POST', `/templates/${templateId}/versions/1/rollback`, {});
      expect(refused.status).toBe(422);
      expect(refused.json.errors.map((finding: Json) => finding.rule)).toEqual(['product.category', 'promotion.linked']);
    } finally {
      await t.db.query("UPDATE goods SET insurance_category = 'healthInsurance' WHERE tenant_code = 'health' AND goods_id = 'G-HEALTH-001'");
    }
  });

  it('passes every seeded template with no error on the seeded facts', async () => {
    // The seeded templates are the ones promotions serve (the tests above link none).
    const rows = await t.db.query<{ tenant_code: string; template_id: string; draft: TemplateConfig }>(
      `SELECT t.tenant_code, t.template_id, t.draft FROM templates t
        WHERE EXISTS (SELECT 1 FROM promotions p WHERE p.tenant_code = t.tenant_code AND p.template_id = t.template_id)
        ORDER BY t.template_id`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows.rows) {
      const findings = await gateTemplate(t.db, row.tenant_code, row.template_id, row.draft);
      expect({ template: row.template_id, errors: findings.filter((finding) => finding.severity === 'error') }).toEqual({ template: row.template_id, errors: [] });
    }
  });
});
