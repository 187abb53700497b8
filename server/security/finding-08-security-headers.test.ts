import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';

/** An editor hosted on another origin, allowed to frame the buyer app for its preview. */
const EDITOR_ORIGIN = 'https://editor.insurer.example';

/** The directives of a reply's Content-Security-Policy, by name. */
function policy(reply: LightMyRequestResponse): Record<string, string[]> {
  const header = String(reply.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/**
 * Finding 8: no security headers. Any site could frame the buyer app (clickjacking the pay button)
 * or the editor, injected script ran unchecked, and order numbers in addresses went out in Referer.
 * The pages are served from a stand-in build (`dist/` is not built for tests).
 */
describe.each(testDatabases())('finding 8, security headers on the pages an attacker would frame, on $name', (target) => {
  let t: TestApp;
  let dist = '';
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'security-dist-'));
    mkdirSync(join(dist, 'editor'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>buyer app</title><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(dist, 'editor/index.html'), '<!doctype html><title>editor</title>');
    t = await createTestApp(target, { seed: false, env: { DIST_DIR: dist, EDITOR_ORIGINS: EDITOR_ORIGIN } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the buyer app under a CSP without inline script or eval, framed only by itself and the editor', async () => {
    const page = await get('/h?promotionId=health-baiwan');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('buyer app');
    const csp = policy(page);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'", EDITOR_ORIGIN]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('lets nobody frame the editor', async () => {
    for (const url of ['/editor/', '/editor/templates/tpl-health-baiwan']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('editor');
      const csp = policy(page);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('sends nosniff and the same policy with API replies, a sniffed JSON reply being a way to run script', async () => {
    const reply = await get('/api/health');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(policy(reply)['script-src']).toEqual(["'self'"]);
    expect(reply.headers['referrer-policy']).toBe('same-origin');
  });
});
