import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../build-tools/precompress';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';

const [pglite] = testDatabases();

/** A GET of `path` exactly as written: Node's client sends the path it is given. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
  });
}
const SECRET = 'secret outside the build';
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

describe('addresses of files and of pages', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'editor'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>投保</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'editor/index.html'), '<!doctype html><title>editor</title>');
    writeFileSync(join(dist, 'assets/app-3f9a1c.js'), script);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Beside the build: a directory whose name starts with the build's, and a file in their parent.
    mkdirSync(`${dist}-evil`);
    writeFileSync(`${dist}-evil/secret.txt`, SECRET);
    writeFileSync(`${dist}.txt`, SECRET);
    if (!pglite) throw new Error('no embedded database');
    t = await createTestApp(pglite, { env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-evil`, { recursive: true, force: true });
    rmSync(`${dist}.txt`, { force: true });
  });

  it('answers a file the build does not have with a short 404 no cache keeps, never the HTML', async () => {
    for (const url of ['/assets/app-0000000.js', '/assets/missing', '/favicon-x.png', '/foo.css', '/a/b/c.js', '/.well-known/security.txt', '/editor/assets/x.js', '/editor/logo.png']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).not.toContain('text/html');
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.body, url).not.toContain('<');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it("answers every route of the buyer app with the app's HTML", async () => {
    for (const url of [
      '/',
      '/h',
      '/healthnotify/disease/0',
      '/healthnotify/detail/1/2',
      '/healthnotify/confirm/0',
      '/healthnotify/result/0',
      '/healthnotify/conclusion',
      '/files',
      '/healthfiles',
      '/querypay',
      '/confirmpay',
      '/orderDetail',
      '/orderPersonDetail',
      '/signBoard?from=1',
      '/infoDetails',
      '/qrCode?url=https%3A%2F%2Fexample.com%2Fh%3FpromotionId%3Dx',
      '/mockpay?payApplyNo=1&timeStamp=2&sign=3&checkNo=4',
      '/result',
      '/result/AbCdEfGhIjKlMnOp.Q1w2E3r4T5y6U7i8O9p0_-',
      '/result/20261101093015000001/1',
      '/healthNotification',
      '/underwritingDetails',
      '/devPreview',
      '/recordProduct',
      '/RedirectCps',
      '/ResultsCps',
      '/cps/flowClose',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('tags the HTML with its bytes and answers 304 to a GET or HEAD that names it, in any encoding', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthnotify/conclusion', headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(etag.slice(1, -1)).toBe(createHash('sha256').update(first.rawPayload).digest('base64url').slice(0, 32));
    const gzip = await t.app.inject({ method: 'GET', url: '/querypay', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).toBe(`"${etag.slice(1, -1)}-gzip"`);
    expect(gunzipSync(gzip.rawPayload)).toEqual(first.rawPayload);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const ifNoneMatch of [etag, `W/${etag}`, gzip.headers.etag as string, `"other", ${etag}`, '*']) {
        const again = await t.app.inject({ method, url: '/h', headers: { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' } });
        expect(again.statusCode, `${method} ${ifNoneMatch}`).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
        expect(again.headers['content-security-policy']).toBeDefined();
      }
      const other = await t.app.inject({ method, url: '/h', headers: { 'if-none-match': '"stale"' } });
      expect(other.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: '/h', headers: { 'if-none-match': etag } })).statusCode).toBe(404);
  });

  it('keeps search engines away from the editor, and tags and revalidates its HTML too', async () => {
    const editor = await t.app.inject({ method: 'GET', url: '/editor/templates' });
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('<title>editor</title>');
    expect(editor.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(editor.headers['x-frame-options']).toBe('DENY');
    expect(editor.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'HEAD', url: '/editor/', headers: { 'if-none-match': editor.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps every page out of search engines by default', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nDisallow: /editor\nDisallow: /api/\nDisallow: /\n');
    expect((await t.app.inject({ method: 'GET', url: '/h?promotionId=health-baiwan' })).headers['x-robots-tag']).toBe('noindex');
  });

  it('lets them index the promotion pages with ROBOTS_INDEX=true, never the editor, the API or an order', async () => {
    const app = await t.buildAnotherApp({ ROBOTS_INDEX: 'true' });
    try {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toBe('User-agent: *\nDisallow: /editor\nDisallow: /api/\nAllow: /$\nAllow: /?\nAllow: /h$\nAllow: /h?\nDisallow: /\n');
      expect((await app.inject({ method: 'GET', url: '/h?promotionId=health-baiwan' })).headers['x-robots-tag']).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/?promotionId=health-baiwan' })).headers['x-robots-tag']).toBeUndefined();
      for (const url of ['/h?promotionId=no-such-promotion', '/h?promotionId=health-baiwan&mode=preview', '/orderDetail?orderNo=1', '/result/AbCdEfGhIjKlMnOp.Q1w2E3r4T5y6U7i8O9p0_-']) {
        expect((await app.inject({ method: 'GET', url })).headers['x-robots-tag'], url).toBe('noindex');
      }
      expect((await app.inject({ method: 'GET', url: '/editor/' })).headers['x-robots-tag']).toBe('noindex, nofollow');
    } finally {
      await app.close();
    }
  });

  it('stands hostile addresses and validators: no 500, nothing from outside the build', async () => {
    const outside = basename(dist);
    const urls = [
      '/assets/../../etc/passwd',
      `/assets/../../${outside}-evil/secret.txt`,
      `/../${outside}-evil/secret.txt`,
      `/..%2f${outside}-evil%2fsecret.txt`,
      `/%2e%2e/${outside}-evil/secret.txt`,
      `/assets/%2e%2e%2f%2e%2e%2f${outside}.txt`,
      `/%2e%2e%2f${outside}.txt`,
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/app-3f9a1c.js%00.png',
      '/foo%00.js',
      '/%00',
      '/h%00',
      '/%zz.js',
      '/%zz',
      `/${'a'.repeat(5000)}`,
      `/${'a'.repeat(5000)}.png`,
      `/assets/${'a'.repeat(5000)}.js`,
      `/h?promotionId=${'a'.repeat(5000)}`,
      '//example.com/h',
      '/h/..',
    ];
    for (const url of urls) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(response.body, url).not.toContain(SECRET);
        expect(response.body, url).not.toContain('root:');
      }
    }
    // Over a socket, as a client that sends `..` as it is (inject and browsers resolve it first).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of ['/assets/../../etc/passwd', `/assets/../../${outside}-evil/secret.txt`, `/../${outside}.txt`, `/assets/../../${outside}.txt`, '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const { status, body } = await rawGet(port, path);
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toContain(SECRET);
      expect(body, path).not.toContain('root:');
    }
    for (const ifNoneMatch of ['x'.repeat(8000), '"a",'.repeat(2000), ',,,,', 'W/', '""']) {
      const response = await t.app.inject({ method: 'GET', url: '/h', headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch.slice(0, 20)).toBe(200);
    }
  });
});
