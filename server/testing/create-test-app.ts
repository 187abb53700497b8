import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/app-context';
import { buildApp, type BuildAppOptions } from '../app/build-app';
import { loadConfig } from '../config/load-config';
import type { Database, Queryable } from '../db/database';
import type { PiiKeys } from '../pii/pii-keys';
import { PiiVault } from '../pii/pii-vault';
import { seedDatabase } from '../seed/seed-database';
import { CookieJar } from './cookie-jar';
import { seedSnapshot, type SeedSnapshot } from './seed-snapshot';
import type { TestDatabaseTarget } from './test-databases';
import { UndeclaredReplies } from './undeclared-replies';

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
  /**
   * Closes the app and its database, then fails (throws) if any reply of this app or of another it
   * built had a status its route's schema does not declare (see UndeclaredReplies).
   */
  close(): Promise<void>;
}

/** The moment every test app's clock starts at: 2026-11-21 10:00 in China. */
const TEST_CLOCK_START = '2026-11-21T02:00:00.000Z';

/**
 * The keys test apps seal personal data with, unless a suite sets its own: fixed rather than made up
 * per process (as outside tests), so that a seeded template sealed in one worker opens in every other.
 * Test-only values, never a deployment's.
 */
const TEST_PII_ENV = {
  PII_KEY: 'c'.repeat(64),
  PII_INDEX_KEY: 'd'.repeat(64),
};

/**
 * The seeded contents a test app starts from, seeded once per selection into a template rather than
 * once per app: every domain's demo data (dated from the clock's start), the named seeders, or none.
 * The key holds all the rows depend on: the seeders (by name and source), the clock's start and the
 * keys personal data is sealed with (their digest).
 */
function snapshotOf(seed: boolean | readonly Seeder[], pii: PiiVault, keys: PiiKeys): SeedSnapshot | undefined {
  if (seed === false) return undefined;
  const keysDigest = createHash('sha256')
    .update([keys.current, ...keys.previous].map((key) => `${key.id}:${key.material.toString('hex')}`).join(','))
    .update(keys.index)
    .digest('hex');
  if (seed === true) return seedSnapshot(`all\0${TEST_CLOCK_START}\0${keysDigest}`, (db) => seedDatabase(db, pii, new Date(TEST_CLOCK_START)));
  const seeders = seed.map((seeder) => `${seeder.name}:${seeder.toString()}`).join('\0');
  return seedSnapshot(`${seeders}\0${keysDigest}`, async (db) => {
    for (const seeder of seed) await db.transaction((tx) => seeder(tx, pii));
  });
}

/**
 * A fully built app on a fresh database of the target kind, with a controllable clock and no dist
 * serving. It is seeded with every domain's demo data, or with none (`seed: false`), or with only the
 * seeds a suite needs (`seed: [seedTenants, seedHealth]`), which keeps a suite independent of other
 * domains' data. The database is a copy of one seeded so once per selection and code (see `snapshotOf`).
 * Close it in `afterAll`.
 */
export async function createTestApp(
  target: TestDatabaseTarget,
  options: { seed?: boolean | readonly Seeder[]; env?: NodeJS.ProcessEnv } & Partial<Pick<BuildAppOptions, 'handlers'>> = {},
): Promise<TestApp> {
  const configOf = (env?: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist', ...TEST_PII_ENV, ...options.env, ...env });
  const pii = new PiiVault(configOf().piiKeys);
  const db = await target.open(snapshotOf(options.seed ?? true, pii, configOf().piiKeys));
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
  const undeclared = new UndeclaredReplies();
  const start = async (env: NodeJS.ProcessEnv | undefined, handlers: BuildAppOptions['handlers']) => {
    const built = await buildApp({ config: configOf(env), db, now: clock.now, logLevel: 'silent', ...(handlers ? { handlers } : {}) });
    undeclared.watch(built);
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
      undeclared.check();
    },
  };
}
