import { randomId } from '../app/random-id';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgDatabase } from '../db/pg-database';
import { openPgliteDatabase } from '../db/pglite-database';

/** A database an integration suite runs against. */
export interface TestDatabaseTarget {
  readonly name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database (a new PGlite, or a new schema on the PostgreSQL server). */
  readonly open: () => Promise<Database>;
}

/**
 * PGlite always; PostgreSQL too when `DATABASE_URL` is set (CI sets it where the machine has one).
 * Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      open: async () => {
        const db = await openPgliteDatabase(undefined);
        await migrate(db);
        return db;
      },
    },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    targets.push({
      name: 'postgres',
      open: async () => {
        const db = await openPgDatabase({ connectionString: url, schema: `test_${randomId(6)}`, max: 25, dropSchemaOnClose: true });
        await migrate(db);
        return db;
      },
    });
  }
  return targets;
}
