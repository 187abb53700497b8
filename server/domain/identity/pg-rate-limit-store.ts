import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/database';

/** What `@fastify/rate-limit` hands a store's `child`: a route's limit settings, the route under `routeInfo`. */
interface RouteLimitSettings {
  readonly routeInfo?: { readonly method?: string | readonly string[]; readonly url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A `@fastify/rate-limit` store in PostgreSQL: the counters are shared by every instance behind the
 * load balancer, where the plugin's in-memory store would give each instance its own allowance. A
 * fixed window per key; the row is reset when its window has passed.
 */
export function pgRateLimitStore(db: Queryable, now: () => Date): FastifyRateLimitStoreCtor {
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now();
      db.query<{ hits: number; window_started_at: Date | string }>(
        `INSERT INTO rate_limit_hits AS r (key, hits, window_started_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.window_started_at <= $3 THEN 1 ELSE r.hits + 1 END,
           window_started_at = CASE WHEN r.window_started_at <= $3 THEN $2 ELSE r.window_started_at END
         RETURNING hits, window_started_at`,
        [`${this.prefix}${key}`, at, new Date(at.getTime() - timeWindow)],
      ).then(
        (result) => {
          const row = result.rows[0];
          if (!row) throw new Error('rate limit counter returned no row');
          const ttl = new Date(row.window_started_at).getTime() + timeWindow - at.getTime();
          callback(null, { current: row.hits, ttl: Math.max(ttl, 0) });
        },
      ).catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    /**
     * The store of one route, its counters apart from every other route's. The plugin passes the
     * route's merged limit settings with the route under `routeInfo` (not the route options its types
     * name), so the method and path are read from there.
     */
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (settings as unknown as RouteLimitSettings).routeInfo ?? {};
      return new PgRateLimitStore(`${this.prefix}${String(route.method ?? '')} ${route.url ?? ''}:`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
