import pg from 'pg';
import { randomId } from '../app/random-id';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgDatabase } from '../db/pg-database';
import { migrationsFingerprint } from './migrations-fingerprint';

/** Serialises the building of a template database among workers and concurrent runs (any fixed number). */
const TEMPLATE_LOCK_KEY = 7_311_403;

const ready = new Map<string, Promise<string>>();

/**
 * Opens a fresh, migrated, empty database of its own on the PostgreSQL server at `url`: a copy of a
 * template database migrated once per set of migrations (`CREATE DATABASE ... TEMPLATE`, a tenth of
 * the time of migrating). Closing it drops the database.
 */
export async function openPostgresFromTemplate(url: string): Promise<Database> {
  let template = ready.get(url);
  if (!template) {
    template = templateDatabase(url);
    ready.set(url, template);
  }
  const source = await template;
  const name = `test_${randomId(6)}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const db = await openPgDatabase({ connectionString: databaseUrl(url, name), max: 25 });
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(url, (admin) => dropDatabase(admin, name));
    },
  };
}

/** The name of the migrated template of the current migrations, built if nobody has built it yet. */
async function templateDatabase(url: string): Promise<string> {
  const name = `test_template_${migrationsFingerprint()}`;
  const building = `${name}_building`;
  await withAdmin(url, async (admin) => {
    // A session lock: held while the template is built, so waiting workers then find it ready.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      // Built under another name and renamed when complete: an interrupted build is never used.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openPgDatabase({ connectionString: databaseUrl(url, building) });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
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
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use, "database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** `url` pointing at database `name` on the same server. */
function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
