import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/app-context';
import { buildApp, type BuildAppOptions } from '../app/build-app';
import { loadConfig } from '../config/load-config';
import type { Database, Queryable } from '../db/database';
import { PiiVault } from '../pii/pii-vault';
import { seedDatabase } from '../seed/seed-database';
import { CookieJar } from './cookie-jar';
import type { TestDatabaseTarget } from './test-databases';

/** One domain's seed (or the tenants'), run in its own transaction; personal data is sealed with `pii`. */
export type Seeder = (db: Queryable, pii: PiiVault) => Promise<void>;

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The test's clock: `clock.set(...)` / `clock.advance(ms)` move "now" for the app. */
  readonly clock: { now: () => Date; set: (date: Date) => void; advance: (ms: number) => void };
  /** What the app's handlers and jobs are given: run jobs (`runDueJobs`) with it. */
  readonly context: AppContext;
  /** The test's browser: callApi sends its cookies (the buyer's) and keeps what replies set. */
  readonly cookies: CookieJar;
  /**
   * Another app on the same database and clock: a restart, or the same app with other settings from
   * `env` (WeChat credentials, a public origin). The caller closes it.
   */
  buildAnotherApp(env?: NodeJS.ProcessEnv): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The moment every test app's clock starts at: 2026-11-21 10:00 in China. */
const TEST_CLOCK_START = '2026-11-21T02:00:00.000Z';

/**
 * A fully built app on a fresh database of the target kind, with a controllable clock and no dist
 * serving. It is seeded with every domain's demo data, or with none (`seed: false`), or with only the
 * seeds a suite needs (`seed: [seedTenants, seedHealth]`), which keeps a suite independent of other
 * domains' data and quick to set up. Close it in `afterAll`.
 */
export async function createTestApp(
  target: TestDatabaseTarget,
  options: { seed?: boolean | readonly Seeder[]; env?: NodeJS.ProcessEnv } & Partial<Pick<BuildAppOptions, 'handlers'>> = {},
): Promise<TestApp> {
  const db = await target.open();
  let current = new Date(TEST_CLOCK_START);
  const clock = {
    now: () => new Date(current),
    set: (date: Date) => {
      current = new Date(date);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  const configOf = (env?: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist', ...options.env, ...env });
  const pii = new PiiVault(configOf().piiKeys);
  if (Array.isArray(options.seed)) {
    for (const seeder of options.seed) await db.transaction((tx) => seeder(tx, pii));
  } else if (options.seed !== false) {
    await seedDatabase(db, pii, clock.now());
  }
  const start = async (env: NodeJS.ProcessEnv | undefined, handlers: BuildAppOptions['handlers']) => {
    const built = await buildApp({ config: configOf(env), db, now: clock.now, logLevel: 'silent', ...(handlers ? { handlers } : {}) });
    await built.ready();
    return built;
  };
  const app = await start(undefined, options.handlers);
  return {
    app,
    db,
    clock,
    context: { db, config: configOf(), now: clock.now, log: app.log, pii },
    cookies: new CookieJar(),
    buildAnotherApp: (env) => start(env, undefined),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
