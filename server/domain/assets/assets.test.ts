import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { uploadAssetAs } from '../../testing/multipart-upload';
import { testDatabases } from '../../testing/test-databases';
import { assetExists } from './asset-store';
import { solidImage, solidPng } from './test-images';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases())('the asset library on $name', (target) => {
  let t: TestApp;
  const as = { operator: '', qa: '', baOperator: '' };
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    as.operator = await signedInAs(t, 'asset-op', 'health', ['operator']);
    as.qa = await signedInAs(t, 'asset-qa', 'health', ['qa']);
    as.baOperator = await signedInAs(t, 'asset-ba-op', 'ba', ['operator']);
  });
  afterAll(async () => t.close());

  const upload = async (cookie: string, bytes: Uint8Array, fileName = 'banner.png', contentType = 'image/png', headers: Record<string, string> = {}) => {
    const response = await uploadAssetAs(t, cookie, { fileName, contentType, bytes }, headers);
    return { status: response.statusCode, json: response.json() as Json };
  };
  const list = async (cookie: string, query = '') => {
    const response = await editorInject(t, { method: 'GET', path: `/assets${query}`, cookie });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const media = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('takes an upload by its content, names it by its SHA-256, lists it newest first and serves it to anyone, cached for good', async () => {
    const bytes = await solidPng(250, 120, 10, 800, 400);
    const uploaded = await upload(as.operator, bytes, 'C:\\photos\\夏日头图.png');
    const id = sha256(bytes);
    expect(uploaded).toMatchObject({
      status: 200,
      json: {
        result: {
          duplicate: false,
          asset: { id, url: `/media/${id}.png`, thumbnailUrl: `/media/${id}.thumb.webp`, name: '夏日头图', mimeType: 'image/png', width: 800, height: 400, byteSize: bytes.length, origin: 'upload', createdBy: 'asset-op' },
        },
      },
    });
    expect(await assetExists(t.db, 'health', id)).toBe(true);

    const served = await media(`/media/${id}.png`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    const thumbnail = await media(`/media/${id}.thumb.webp`);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 120 });
    for (const missing of [`/media/${id}.jpg`, `/media/${'0'.repeat(64)}.png`, `/media/${id}.thumb.png`, '/media/x.png']) expect((await media(missing)).statusCode, missing).toBe(404);

    const later = await solidImage('webp');
    t.clock.advance(1000);
    await upload(as.operator, later, 'icon.webp', 'image/webp');
    const listed = await list(as.qa);
    // The seeded templates' banners came first, as assets of origin "template".
    const seeded = (listed.json.result.items as Json[]).filter((item) => item.origin === 'template');
    expect(seeded.length).toBeGreaterThan(0);
    expect(listed.json.result).toMatchObject({ total: seeded.length + 2, page: 1 });
    const uploads = (listed.json.result.items as Json[]).filter((item) => item.origin === 'upload');
    expect(uploads.map((item) => item.id)).toEqual([sha256(later), id]);
  });

  it('stores the same bytes once: a second upload answers the asset already there, its name and uploader kept', async () => {
    const bytes = await solidPng(1, 200, 1);
    const first = await upload(as.operator, bytes, 'first.png');
    const again = await upload(as.operator, bytes, 'second-name.png');
    expect(again.json.result).toMatchObject({ duplicate: true, asset: { id: first.json.result.asset.id, name: 'first' } });
    const rows = await t.db.query("SELECT count(*)::int AS n FROM media_assets WHERE tenant_code = 'health' AND id = $1", [sha256(bytes)]);
    expect(rows.rows[0]).toEqual({ n: 1 });
    const audit = await t.db.query<{ action: string; target: string; detail: Json }>("SELECT action, target, detail FROM audit_log WHERE action = 'assetUploaded' AND target = $1 ORDER BY id", [sha256(bytes)]);
    expect(audit.rows.map((row) => [row.detail.name, row.detail.duplicate])).toEqual([
      ['first', false],
      ['first', true],
    ]);
  });

  it('judges the type by the bytes alone: SVG or HTML named .png and declared image/png are refused', async () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    for (const bytes of [svg, Buffer.from('<html><script>alert(1)</script></html>')]) {
      const refused = await upload(as.operator, bytes, 'logo.png', 'image/png');
      expect(refused).toMatchObject({ status: 400, json: { success: false, code: 40000 } });
      expect(refused.json.message).toContain('SVG');
    }
    const gif = await upload(as.operator, await solidImage('gif'), 'anim.jpg', 'image/jpeg');
    expect(gif.json.result.asset).toMatchObject({ mimeType: 'image/gif', url: expect.stringMatching(/\.gif$/) });
  });

  it('refuses files over 2 MiB and images over 4096 pixels a side', async () => {
    const big = Buffer.concat([await solidPng(3, 3, 3), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(as.operator, big)).json.message).toBe('图片不能超过 2 MB');
    expect((await upload(as.operator, await solidPng(3, 3, 3, 4100, 20))).json.message).toBe('图片尺寸不能超过 4096×4096 像素');
  });

  it('lets operators upload and every editor role browse; refuses the rest, and requests from other sites', async () => {
    const bytes = await solidPng(4, 4, 4);
    expect((await upload(as.qa, bytes)).status).toBe(403);
    expect((await upload(as.operator, bytes, 'x.png', 'image/png', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload('', bytes)).status).toBe(401);
    expect((await list(as.qa)).status).toBe(200);
    const json = await editorInject(t, { method: 'POST', path: '/assets', cookie: as.operator, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('keeps tenants apart: one never lists the other\u2019s assets, and the same bytes make a row of its own', async () => {
    const bytes = await solidPng(77, 0, 77);
    await upload(as.operator, bytes, 'health-only.png');
    const baList = await list(as.baOperator, '?q=health-only');
    expect(baList.json.result).toMatchObject({ total: 0, items: [] });
    const baUpload = await upload(as.baOperator, bytes, 'ba-copy.png');
    expect(baUpload.json.result).toMatchObject({ duplicate: false, asset: { name: 'ba-copy', createdBy: 'asset-ba-op' } });
    const healthRow = await list(as.operator, '?q=health-only');
    expect(healthRow.json.result.items).toMatchObject([{ name: 'health-only', createdBy: 'asset-op' }]);
    const lookup = await editorInject(t, { method: 'POST', path: '/assets/lookup', cookie: as.baOperator, body: { ids: [sha256(bytes), sha256(await solidPng(1, 1, 2))] } });
    expect((lookup.json() as Json).result).toEqual({ existing: [sha256(bytes)] });
  });

  it('limits uploads to 30 a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await uploadAssetAs(t, as.operator, { fileName: 'x.png', contentType: 'image/png', bytes: Buffer.from('not an image') }, {}, '10.9.8.7')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('searches names (any case, wildcards taken literally) and pages', async () => {
    for (const [index, name] of ['Promo_A', 'promo-b', 'other', '100%'].entries()) {
      t.clock.advance(1000);
      await upload(as.baOperator, await solidPng(10, index, 200), `${name}.png`);
    }
    const names = async (query: string) => ((await list(as.baOperator, query)).json.result.items as Json[]).map((item) => item.name);
    expect(await names('?q=PROMO')).toEqual(['promo-b', 'Promo_A']);
    expect(await names('?q=%25')).toEqual(['100%']);
    expect(await names('?q=_')).toEqual(['Promo_A']);
    const paged = (await list(as.baOperator, '?q=o&pageSize=2&page=2')).json.result;
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(paged.items.map((item: Json) => item.name)).toEqual(['Promo_A', 'ba-copy']);
  });
});
