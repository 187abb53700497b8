import { randomBytes } from 'node:crypto';
import { buildApp } from '../app/build-app';
import { loadConfig } from '../config/load-config';
import type { Database } from '../db/database';
import { databaseUrl } from '../db/pg-client';
import { openPgDatabase } from '../db/pg-database';
import { PiiVault } from '../pii/pii-vault';
import { CookieJar } from './cookie-jar';
import type { Seeder, TestApp } from './create-test-app';
import { openPostgresFromTemplate } from './postgres-template';
import { UndeclaredReplies } from './undeclared-replies';

/** The moment both instances' clock starts at, as for every test app: 2026-11-21 10:00 in China. */
const CLOCK_START = '2026-11-21T02:00:00.000Z';

/** Connections per instance: the production default of `openPgDatabase`. */
const POOL_SIZE = 10;

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
export interface TwoInstances {
  /** The instances, each a TestApp of its own (its app, its own connection pool, its own browser). */
  readonly instances: readonly [TestApp, TestApp];
  /** The instance the n-th of a series of requests goes to: alternately the first and the second. */
  at(index: number): TestApp;
  /** The clock both instances read (one clock, as NTP gives real machines). */
  readonly clock: TestApp['clock'];
  close(): Promise<void>;
}

/** Why a multi-instance suite is skipped, or undefined when it runs: it needs a real PostgreSQL. */
export function twoInstancesSkipReason(): string | undefined {
  return process.env.DATABASE_URL ? undefined : 'two instances need a PostgreSQL server: set DATABASE_URL (CI does)';
}

/** The PostgreSQL server of `DATABASE_URL`; throws when unset (guard suites with twoInstancesSkipReason). */
export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/**
 * The environment every instance of one deployment shares: the same secrets and keys (a token, a
 * cookie or a sealed value made by one instance must open on the other), random per deployment.
 */
function sharedEnvironment(): NodeJS.ProcessEnv {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    NODE_ENV: 'test',
    DIST_DIR: '/nonexistent-dist',
    SMS_CODE_SECRET: secret(),
    ORDER_TOKEN_SECRET: secret(),
    PAY_SIGN_SECRET: secret(),
    SESSION_SECRET: secret(),
    PII_KEY: randomBytes(32).toString('base64'),
    PII_INDEX_KEY: randomBytes(32).toString('base64'),
  };
}

/**
 * Two fully built apps on one fresh PostgreSQL database, each with its own connection pool: what two
 * server processes behind a load balancer are, save the process boundary (nothing in the server is
 * shared between the apps but the database and module constants). They share the environment
 * (`env` added to the deployment's secrets) and a test clock. Seeded with `seed` through the first.
 */
export async function createTwoInstances(url: string, options: { seed?: readonly Seeder[]; env?: NodeJS.ProcessEnv } = {}): Promise<TwoInstances> {
  const owner = await openPostgresFromTemplate(url);
  const name = (await owner.query<{ name: string }>('SELECT current_database() AS name')).rows[0]?.name;
  if (!name) throw new Error('no database name');
  const env = { ...sharedEnvironment(), ...options.env };
  const config = () => loadConfig(env);
  let current = new Date(CLOCK_START);
  const clock = {
    now: () => new Date(current),
    set: (date: Date) => {
      current = new Date(date);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  const pii = new PiiVault(config().piiKeys);
  for (const seeder of options.seed ?? []) await owner.transaction((tx) => seeder(tx, pii));

  const instance = async (db: Database, closeDb: () => Promise<void>): Promise<TestApp> => {
    const undeclared = new UndeclaredReplies();
    const start = async (more?: NodeJS.ProcessEnv) => {
      const app = await buildApp({ config: loadConfig({ ...env, ...more }), db, now: clock.now, logLevel: 'silent' });
      undeclared.watch(app);
      await app.ready();
      return app;
    };
    const app = await start();
    return {
      app,
      db,
      clock,
      context: { db, config: config(), now: clock.now, log: app.log, pii },
      cookies: new CookieJar(),
      buildAnotherApp: start,
      async close() {
        await app.close();
        await closeDb();
        undeclared.check();
      },
    };
  };
  const second = await openPgDatabase({ connectionString: databaseUrl(url, name), max: POOL_SIZE });
  const instances = [await instance(owner, () => owner.close()), await instance(second, () => second.close())] as const;
  return {
    instances,
    at: (index) => instances[index % 2] as TestApp,
    clock,
    async close() {
      // The second pool first: closing the owner drops the database. The owner closes even when the
      // second reports undeclared replies.
      const second = await instances[1].close().then(
        () => undefined,
        (error: unknown) => error,
      );
      await instances[0].close();
      if (second) throw second;
    },
  };
}
