import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditBuyerPage } from './lighthouse-audit';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('auditBuyerPage', () => {
  it('reports the audit as not measured, with how to get Chromium, when Chromium is missing', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium');
    const outcome = await auditBuyerPage('dist');
    expect(outcome).toEqual({ status: 'not measured', reason: expect.stringContaining('Chromium not found at /nonexistent/chromium') });
  });

  it('reports the audit as not measured when there is no build to serve', async () => {
    vi.stubEnv('CHROMIUM_PATH', process.execPath);
    const outcome = await auditBuyerPage('/nonexistent/dist');
    expect(outcome).toEqual({ status: 'not measured', reason: expect.stringContaining('no build in /nonexistent/dist') });
  });
});
