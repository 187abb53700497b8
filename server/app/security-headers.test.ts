import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('security headers on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t.close());

  it('go with every reply: CSP without inline script, nosniff, same-origin referrer, framing by this origin only', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self';");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('same-origin');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The rest of helmet's set, on a refusal as on an answer.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    for (const answer of [reply, missing]) {
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['origin-agent-cluster']).toBe('?1');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('let nobody frame the editor, and an editor hosted elsewhere frame the buyer app when configured', async () => {
    const editor = await t.app.inject({ method: 'GET', url: '/editor/' });
    expect(String(editor.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // The editor checks templates with the precompiled validators: no eval there either.
    expect(String(editor.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(editor.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(editor.headers['x-frame-options']).toBe('DENY');
    const elsewhere = await t.buildAnotherApp({ EDITOR_ORIGINS: 'https://editor.example.com' });
    try {
      const reply = await elsewhere.inject({ method: 'GET', url: '/api/health' });
      expect(String(reply.headers['content-security-policy'])).toContain("frame-ancestors 'self' https://editor.example.com");
    } finally {
      await elsewhere.close();
    }
  });

  it('let forms post only to this origin, and to the insurer cashier where one is configured', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(reply.headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
    expect(String((await t.app.inject({ method: 'GET', url: '/editor/' })).headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
    const withCashier = await t.buildAnotherApp({ MOCK_CASHIER: 'false', CASHIER_URL: 'https://cashier.insurer.example/pay?channel=h5', CASHIER_SECRET: 'c'.repeat(32) });
    try {
      const csp = String((await withCashier.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toMatch(/form-action 'self' https:\/\/cashier\.insurer\.example(;|$)/);
    } finally {
      await withCashier.close();
    }
  });
});
