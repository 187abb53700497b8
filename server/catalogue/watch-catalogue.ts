import type { Database, Queryable } from '../db/database';
import { CatalogueCache } from './catalogue-cache';

/** The channel the catalogue tables' triggers notify (migration 0059). */
export const CATALOGUE_CHANNEL = 'catalogue_changes';

interface Watch {
  readonly cache: CatalogueCache;
  watchers: number;
  readonly stop: Promise<() => Promise<void>>;
}

/** One cache per database object: every instance (and every test database) has its own. */
const watches = new WeakMap<Queryable, Watch>();

/** Whoever wants to hear of the notices besides the cache (the server's log). */
export interface CatalogueWatchEvents {
  readonly onNotice?: (table: string) => void;
  readonly onLost?: () => void;
  readonly onListening?: () => void;
}

/**
 * Keeps catalogue reads on `db` in memory (see CatalogueCache) while listening to the catalogue
 * change notices every instance on the database sends at commit: a publish or product change on any
 * instance forgets the values on every instance as soon as the notice arrives. When the listening
 * connection is lost the cache reads from the database until it listens again, and then starts empty,
 * so a notice missed meanwhile cannot leave a stale value behind. Watching the same database twice
 * shares one cache and one listener; the returned function ends this watch.
 */
export async function watchCatalogue(db: Database, events: CatalogueWatchEvents = {}): Promise<() => Promise<void>> {
  let watch = watches.get(db);
  if (!watch) {
    const cache = new CatalogueCache();
    const stop = db.listen(CATALOGUE_CHANNEL, {
      onNotice: (table) => {
        cache.clear();
        events.onNotice?.(table);
      },
      onListening: () => {
        cache.trust();
        events.onListening?.();
      },
      onLost: () => {
        cache.distrust();
        events.onLost?.();
      },
    });
    watch = { cache, watchers: 0, stop };
    watches.set(db, watch);
  }
  const current = watch;
  current.watchers += 1;
  try {
    await current.stop;
  } catch (error) {
    if (watches.get(db) === current) watches.delete(db);
    throw error;
  }
  let ended = false;
  return async () => {
    if (ended) return;
    ended = true;
    current.watchers -= 1;
    if (current.watchers > 0) return;
    watches.delete(db);
    current.cache.distrust();
    await (await current.stop)();
  };
}

/** The catalogue cache of a watched database; undefined for anything else (a transaction, an unwatched database). */
export function catalogueCacheOf(db: Queryable): CatalogueCache | undefined {
  return watches.get(db)?.cache;
}

/**
 * A catalogue value read through the database's cache when it is watched, straight from the database
 * otherwise (see CatalogueCache.get).
 */
export function cachedCatalogue<T>(db: Queryable, key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
  const cache = catalogueCacheOf(db);
  return cache ? cache.get(key, load, keep) : load();
}

/**
 * Forgets this instance's catalogue values now, after a change it committed itself: its own notice
 * arrives a moment later, and the next read must already see the change.
 */
export function catalogueChanged(db: Queryable): void {
  catalogueCacheOf(db)?.clear();
}
