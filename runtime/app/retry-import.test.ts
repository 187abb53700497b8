import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import';

describe('retryImport', () => {
  it('loads on the second try when the first request was lost', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('block');
    await expect(retryImport(load, 1)()).resolves.toBe('block');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes the failure on when the second try fails too, without a third', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    await expect(retryImport(load, 1)()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks only once when the first load works', async () => {
    const load = vi.fn(async () => 'block');
    await expect(retryImport(load, 1)()).resolves.toBe('block');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
