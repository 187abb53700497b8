import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetReferences } from '../../../schema/assets/asset-references';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { titledDraft, UNSERVED_WARNING } from '../../testing/titled-draft';
import { findPublishedTemplate } from '../templates/published-template';
import { assetExists } from './asset-store';
import { missingTemplateAssets } from './missing-template-assets';
import { storeLegacyTemplateImages } from './store-legacy-template-images';
import { solidPng } from './test-images';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

/** A template (draft or version content) of format 2 whose banner is an inline image. */
function formatTwoWithBanner(image: string): Json {
  const draft = titledDraft('内嵌头图') as Json;
  draft.schemaVersion = 2;
  draft.pageList[0].moduleList[0].attrs.image = image;
  return draft;
}

describe.each(testDatabases())('inline template images on $name', (target) => {
  let t: TestApp;
  const as = { operator: '', publisher: '' };
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    as.operator = await signedInAs(t, 'inline-op', 'health', ['operator']);
    as.publisher = await signedInAs(t, 'inline-pub', 'health', ['publisher']);
  });
  afterAll(async () => t.close());

  const send = async (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const response = await editorInject(t, { method, path, cookie, ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const newTemplate = async (name: string) => (await send(as.operator, 'POST', '/templates', { name })).json.result.templateId as string;

  it('seeds templates without inline images: their drawn banners are assets of each tenant that load', async () => {
    const stored = await t.db.query<{ tenant_code: string; draft: Json }>('SELECT tenant_code, draft FROM templates');
    const versions = await t.db.query<{ tenant_code: string; content: Json }>('SELECT tenant_code, content FROM template_versions');
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const row of [...stored.rows.map((r) => ({ tenant: r.tenant_code, template: r.draft })), ...versions.rows.map((r) => ({ tenant: r.tenant_code, template: r.content }))]) {
      expect(JSON.stringify(row.template)).not.toContain('data:');
      expect(assetReferences(row.template).map((reference) => reference.path)).toEqual(['/pageList/0/moduleList/0/attrs/image']);
      expect(await missingTemplateAssets(t.db, row.tenant, row.template)).toEqual([]);
    }
    const [banner] = assetReferences(stored.rows[0]?.draft);
    const served = await t.app.inject({ method: 'GET', url: banner?.url ?? '' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('moves an image pasted into a draft to the library when the draft is saved, in the reply as stored', async () => {
    const bytes = await solidPng(12, 34, 56);
    const templateId = await newTemplate('贴入图片');
    const draft = titledDraft('贴入图片') as Json;
    draft.pageList[0].moduleList[0].attrs.image = dataUrl(bytes);
    const saved = await send(as.operator, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft });
    expect(saved.status).toBe(200);
    expect(saved.json.result.draft.pageList[0].moduleList[0].attrs.image).toBe(`/media/${sha256(bytes)}.png`);
    expect(await assetExists(t.db, 'health', sha256(bytes))).toBe(true);
    const row = await t.db.query<{ draft: Json }>("SELECT draft FROM templates WHERE tenant_code = 'health' AND template_id = $1", [templateId]);
    expect(JSON.stringify(row.rows[0]?.draft)).not.toContain('data:');
    const library = await send(as.operator, 'GET', '/assets?q=贴入图片');
    expect(library.json.result.items).toMatchObject([{ id: sha256(bytes), origin: 'template', createdBy: 'inline-op' }]);
  });

  it('refuses a save whose inline image cannot become an asset, naming where it sits, and stores nothing', async () => {
    const bomb = Buffer.from(await solidPng(1, 2, 3));
    bomb.writeUInt32BE(9000, 16);
    bomb.writeUInt32BE(9000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const templateId = await newTemplate('超大图片');
    const draft = titledDraft('超大图片') as Json;
    draft.pageList[0].moduleList[0].attrs.image = dataUrl(bomb);
    const refused = await send(as.operator, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([{ path: '/pageList/0/moduleList/0/attrs/image', message: expect.stringContaining('4096×4096') }]);
    expect(await assetExists(t.db, 'health', sha256(bomb))).toBe(false);
    expect((await send(as.operator, 'GET', `/templates/${templateId}`)).json.result.revision).toBe(1);
  });

  it('publishes a draft of format 2: its inline image becomes an asset stored with the version', async () => {
    const bytes = await solidPng(90, 10, 10);
    const templateId = await newTemplate('旧格式');
    await t.db.query("UPDATE templates SET draft = $2::jsonb, revision = 2, draft_editor_id = NULL WHERE tenant_code = 'health' AND template_id = $1", [
      templateId,
      JSON.stringify(formatTwoWithBanner(dataUrl(bytes))),
    ]);
    const published = await send(as.publisher, 'POST', `/templates/${templateId}/publish`, { revision: 2, acknowledgedWarnings: [UNSERVED_WARNING] });
    expect(published.status).toBe(200);
    const version = await send(as.publisher, 'GET', `/templates/${templateId}/versions/1`);
    expect(version.json.result.content.schemaVersion).toBe(3);
    expect(version.json.result.content.pageList[0].moduleList[0].attrs.image).toBe(`/media/${sha256(bytes)}.png`);
    expect(await assetExists(t.db, 'health', sha256(bytes))).toBe(true);
  });

  it('stores the images of templates saved before format 3 once at start-up, so the buyer page reads them as assets', async () => {
    const bytes = await solidPng(5, 150, 5);
    const draftBytes = await solidPng(5, 150, 6);
    const legacy = formatTwoWithBanner(dataUrl(bytes));
    await t.db.query(
      `INSERT INTO template_versions (tenant_code, template_id, version, content, note, published_at) VALUES ('health', 'tpl-health-baiwan', 2, $1::jsonb, '旧版本', now())`,
      [JSON.stringify(legacy)],
    );
    await t.db.query("UPDATE templates SET latest_version = 2, draft = $1::jsonb WHERE tenant_code = 'health' AND template_id = 'tpl-health-baiwan'", [
      JSON.stringify(formatTwoWithBanner(dataUrl(draftBytes))),
    ]);
    const before = (await t.db.query<{ revision: number }>("SELECT revision FROM templates WHERE tenant_code = 'health' AND template_id = 'tpl-health-baiwan'")).rows[0];

    const report = await storeLegacyTemplateImages(t.db, t.clock.now());
    expect(report).toEqual({ drafts: 1, versions: 1, refused: 0 });
    expect(await storeLegacyTemplateImages(t.db, t.clock.now())).toEqual({ drafts: 0, versions: 0, refused: 0 });

    const buyerTemplate = await findPublishedTemplate(t.db, 'health', 'health-baiwan');
    const image = buyerTemplate?.pageList[0]?.moduleList[0]?.attrs?.image;
    expect(image).toBe(`/media/${sha256(bytes)}.png`);
    expect((await t.app.inject({ method: 'GET', url: String(image) })).statusCode).toBe(200);
    const draft = await t.db.query<{ draft: Json; revision: number }>("SELECT draft, revision FROM templates WHERE tenant_code = 'health' AND template_id = 'tpl-health-baiwan'");
    expect(draft.rows[0]?.draft.pageList[0].moduleList[0].attrs.image).toBe(`/media/${sha256(draftBytes)}.png`);
    expect(draft.rows[0]?.revision).toBe(before?.revision);
  });
});
