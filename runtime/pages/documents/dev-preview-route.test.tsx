// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, until, withCleanApp } from '../../app/testing/render-app';

describe('/devPreview', () => {
  withCleanApp();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reloads the insure page with the same parameters in simulate mode, so nothing reaches an insurer', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const app = renderApp('/devPreview?promotionId=health-baiwan&from=health&mode=preview');
    await until(() => expect(replace).toHaveBeenCalledTimes(1));
    const target = new URL(String(replace.mock.calls[0]?.[0]), 'https://insure.example.com');
    expect(target.pathname).toBe('/h');
    expect(Object.fromEntries(target.searchParams)).toEqual({ promotionId: 'health-baiwan', from: 'health', mode: 'simulate' });
    expect(app.container.textContent).toContain('正在跳转...');
  });
});
