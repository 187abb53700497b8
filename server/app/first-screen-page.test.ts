import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { serveApps } from './serve-apps';
import { testDatabases } from '../testing/test-databases';

const [pglite] = testDatabases();
const SHELL = '<!doctype html><html><body><div id="root"><div data-loading-screen></div></div></body></html>';

describe('a template address served with its first screen', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    if (!pglite) throw new Error('no embedded database');
    t = await createTestApp(pglite, { env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("paints the published template's banner before the app's root", async () => {
    const html = await page('/h?promotionId=health-baiwan');
    expect(html).toMatch(/<body><div id="first-screen"[^>]*>.*<img src="\/media\/[0-9a-f]{64}\.png" alt="安心百万医疗险"/);
    expect(html.indexOf('id="first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(await page('/?promotionId=health-baiwan')).toContain('id="first-screen"');
  });

  it('sends the plain shell where the server does not pick the template or there is none', async () => {
    for (const url of [
      '/h?promotionId=health-baiwan&mode=preview',
      '/h?promotionId=health-baiwan&mode=simulate&previewToken=abc',
      '/h?promotionId=no-such-promotion',
      '/h?promotionId=health-baiwan&from=no-such-tenant',
      '/h?promotionId=health-baiwan&page=2',
      '/h',
      '/payment?promotionId=health-baiwan',
    ]) {
      expect(await page(url), url).toBe(SHELL);
    }
  });
});

describe('a first screen that cannot be read', () => {
  it('leaves the plain shell, and the page is still served', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const app = Fastify({ logger: false });
    try {
      await serveApps(app, dist, {
        promotionPage: async () => {
          throw new Error('database unreachable');
        },
      });
      const response = await app.inject({ method: 'GET', url: '/h?promotionId=health-baiwan' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
