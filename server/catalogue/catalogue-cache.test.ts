import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_MAX_ENTRIES, CatalogueCache } from './catalogue-cache';

function counter(values: readonly string[]) {
  let calls = 0;
  return {
    load: async () => values[calls++] ?? 'later',
    get calls() {
      return calls;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('CatalogueCache', () => {
  it('reads from the database every time until it is trusted', async () => {
    const cache = new CatalogueCache();
    const source = counter(['a', 'b']);
    expect(await cache.get('k', source.load)).toBe('a');
    expect(await cache.get('k', source.load)).toBe('b');
    expect(source.calls).toBe(2);
  });

  it('keeps a value while trusted and shares one load among concurrent callers', async () => {
    const cache = new CatalogueCache();
    cache.trust();
    const source = counter(['a', 'b']);
    const [first, second] = await Promise.all([cache.get('k', source.load), cache.get('k', source.load)]);
    expect([first, second, await cache.get('k', source.load)]).toEqual(['a', 'a', 'a']);
    expect(source.calls).toBe(1);
    expect(cache.loads).toBe(1);
  });

  it('forgets everything on clear, so the next read sees the change', async () => {
    const cache = new CatalogueCache();
    cache.trust();
    const source = counter(['old', 'new']);
    expect(await cache.get('k', source.load)).toBe('old');
    cache.clear();
    expect(await cache.get('k', source.load)).toBe('new');
  });

  it('never keeps a read that began before a change', async () => {
    const cache = new CatalogueCache();
    cache.trust();
    const slow = deferred<string>();
    const early = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve('read before the change');
    expect(await early).toBe('read before the change');
    expect(await cache.get('k', async () => 'read after the change')).toBe('read after the change');
  });

  it('does not keep what keep() rejects, nor a failed read', async () => {
    const cache = new CatalogueCache();
    cache.trust();
    const missing = counter([]);
    await cache.get('unknown', async () => undefined, (value) => value !== undefined);
    await Promise.resolve();
    expect(await cache.get('unknown', missing.load, (value) => value !== undefined)).toBe('later');
    await expect(cache.get('failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('failing', async () => 'up')).toBe('up');
  });

  it('stops keeping and forgets when distrusted, and starts empty when trusted again', async () => {
    const cache = new CatalogueCache();
    cache.trust();
    const source = counter(['a', 'b', 'c', 'd']);
    await cache.get('k', source.load);
    cache.distrust();
    expect(cache.isTrusted).toBe(false);
    expect(await cache.get('k', source.load)).toBe('b');
    expect(await cache.get('k', source.load)).toBe('c');
    cache.trust();
    expect(await cache.get('k', source.load)).toBe('d');
    expect(await cache.get('k', source.load)).toBe('d');
  });

  it('starts over instead of growing past its bound', async () => {
    const cache = new CatalogueCache();
    cache.trust();
    for (let i = 0; i < CATALOGUE_CACHE_MAX_ENTRIES; i += 1) await cache.get(`k${i}`, async () => i);
    const loadsBefore = cache.loads;
    await cache.get('one more', async () => -1);
    // The first key was dropped with the rest: it is read again.
    await cache.get('k0', async () => 0);
    expect(cache.loads).toBe(loadsBefore + 2);
  });
});
