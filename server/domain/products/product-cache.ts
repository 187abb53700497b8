import type { Queryable } from '../../db/database';

/**
 * How long product configuration (plans, rate tables) read from a database is reused. Premium
 * calculation reads it on every call while it changes only when products are seeded or edited in the
 * database, so a short reuse window removes most of the queries and bounds staleness to seconds.
 */
export const PRODUCT_CACHE_TTL_MS = 10_000;

/** Entries per database before the cache starts over; the seeded products need a few dozen. */
const MAX_ENTRIES = 1000;

interface Entry {
  readonly value: Promise<unknown>;
  readonly expires: number;
}

/** One cache per database object, so test databases and transactions never share entries. */
const caches = new WeakMap<Queryable, Map<string, Entry>>();

/**
 * The value cached for `key` on this database, or `load()`'s, kept for `PRODUCT_CACHE_TTL_MS` of
 * real time. Concurrent callers share one load. A failed load, or a value `keep` rejects (a plan
 * that does not exist, so that unknown ids cannot fill the cache), is not kept.
 */
export function cachedProductData<T>(
  db: Queryable,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
  nowMs: number = Date.now(),
): Promise<T> {
  let cache = caches.get(db);
  if (!cache || cache.size >= MAX_ENTRIES) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expires > nowMs) return hit.value as Promise<T>;
  const entries = cache;
  const value = load();
  entries.set(key, { value, expires: nowMs + PRODUCT_CACHE_TTL_MS });
  const forget = () => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  value.then((loaded) => {
    if (!keep(loaded)) forget();
  }, forget);
  return value;
}
