import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../build-tools/precompress';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';

const [pglite] = testDatabases();
const script = `export const blocks = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `block-${i}`))};\n`;

describe('serving the built apps', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'editor'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>runtime</title>${'<!-- shell -->'.repeat(200)}`);
    writeFileSync(join(dist, 'editor/index.html'), '<!doctype html><title>editor</title>');
    writeFileSync(join(dist, 'assets/app-3f9a1c.js'), script);
    await precompressFile(join(dist, 'assets/app-3f9a1c.js'));
    if (!pglite) throw new Error('no embedded database');
    t = await createTestApp(pglite, { env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a built asset precompressed, to be kept for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain asset to a client that takes no encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses the HTML shell of a buyer route and API replies', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/h?promotionId=health-baiwan', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan',
      payload: { promotionId: 'health-baiwan' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(template.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(template.rawPayload).toString()).result.pageList.length).toBeGreaterThan(0);
  });
});
