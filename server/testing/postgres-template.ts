import pg from 'pg';
import { randomId } from '../app/random-id';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { databaseUrl, withPgClient } from '../db/pg-client';
import { openPgDatabase } from '../db/pg-database';
import { migrationsFingerprint } from './migrations-fingerprint';
import type { SeedSnapshot } from './seed-snapshot';

/** Serialises the building of a template database among workers and concurrent runs (any fixed number). */
const TEMPLATE_LOCK_KEY = 7_311_403;

const ready = new Map<string, Promise<string>>();

/** Seeded templates are a run's own, dropped as it ends; those of a run that was killed, once made this long ago (no run lasts as long). */
const STALE_SEEDED_MS = 6 * 60 * 60 * 1000;
const SEEDED_PREFIX = 'test_seeded_';

/**
 * Opens a fresh, migrated database of its own on the PostgreSQL server at `url`, empty or seeded with
 * `snapshot`: a copy of a template database migrated once per set of migrations (and seeded once per
 * run and snapshot): `CREATE DATABASE ... TEMPLATE`, a tenth of the time of migrating and seeding.
 * Closing it drops the database.
 */
export async function openPostgresFromTemplate(url: string, snapshot?: SeedSnapshot): Promise<Database> {
  const source = await template(url, snapshot);
  const name = `test_${randomId(6)}`;
  await withPgClient(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const db = await openPgDatabase({ connectionString: databaseUrl(url, name), max: 25 });
  return {
    ...db,
    async close() {
      await db.close();
      await withPgClient(url, (admin) => dropDatabase(admin, name));
    },
  };
}

/** Drops the seeded templates of run `runId`, and those of runs killed long ago: the global setup's teardown. */
export async function dropPostgresSeededTemplates(url: string, runId: string): Promise<void> {
  await withPgClient(url, async (admin) => {
    const seeded = await admin.query<{ datname: string; made: string | null }>(
      "SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE starts_with(datname, $1)",
      [SEEDED_PREFIX],
    );
    for (const { datname, made } of seeded.rows) {
      const stale = !datname.endsWith('_building') && Date.now() - Number(made ?? 0) > STALE_SEEDED_MS;
      if (datname.startsWith(`${SEEDED_PREFIX}${runId}_`) || stale) await dropDatabase(admin, datname);
    }
  });
}

function templateKey(url: string, snapshot: SeedSnapshot | undefined): string {
  return `${url}\0${snapshot?.key ?? ''}`;
}

/** The name of the template database, migrated (and seeded with `snapshot`), built once per process if nobody has built it yet. */
function template(url: string, snapshot: SeedSnapshot | undefined): Promise<string> {
  const key = templateKey(url, snapshot);
  let name = ready.get(key);
  if (!name) {
    name = snapshot ? seededTemplateDatabase(url, snapshot) : templateDatabase(url);
    ready.set(key, name);
  }
  return name;
}

/** The name of the migrated template of the current migrations, built if nobody has built it yet. */
function templateDatabase(url: string): Promise<string> {
  return buildOnce(url, `test_template_${migrationsFingerprint()}`, undefined, async (db) => {
    await migrate(db);
  });
}

/** The name of the migrated template seeded with `snapshot`, built if nobody has built it yet; its comment records when it was made. */
async function seededTemplateDatabase(url: string, snapshot: SeedSnapshot): Promise<string> {
  const migrated = await template(url, undefined);
  return buildOnce(url, `${SEEDED_PREFIX}${snapshot.key}`, migrated, snapshot.seed, async (admin, building) => {
    await admin.query(`COMMENT ON DATABASE ${building} IS '${Date.now()}'`);
  });
}

/**
 * Builds template database `name` (a copy of `from`, or empty) with `prepare`, unless it exists.
 * Built under another name and renamed when complete: an interrupted build is never used.
 */
async function buildOnce(
  url: string,
  name: string,
  from: string | undefined,
  prepare: (db: Database) => Promise<void>,
  /** Runs on the complete database before it takes its name. */
  built?: (admin: pg.Client, building: string) => Promise<void>,
): Promise<string> {
  const building = `${name}_building`;
  await withPgClient(url, async (admin) => {
    // A session lock: held while the template is built, so waiting workers then find it ready.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(from ? `CREATE DATABASE ${building} TEMPLATE ${from}` : `CREATE DATABASE ${building}`);
      const db = await openPgDatabase({ connectionString: databaseUrl(url, building) });
      try {
        await prepare(db);
      } finally {
        await db.close();
      }
      await built?.(admin, building);
      await whileInUse(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/**
 * Drops a test database once its connections are gone. The pool's `end()` resolves while its
 * connections are still closing: dropping WITH (FORCE) then would end them from the server, and the
 * closing clients would report that as an uncaught error. So wait for them, and force only a
 * database some connection still holds after that.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  try {
    await whileInUse(() => admin.query(`DROP DATABASE IF EXISTS ${name}`));
  } catch (error) {
    if ((error as { code?: string }).code !== '55006') throw error;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Runs `statement` again while its database is still held by connections that are closing (for up to five seconds). */
async function whileInUse(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await statement();
      return;
    } catch (error) {
      // 55006: object_in_use, "database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
