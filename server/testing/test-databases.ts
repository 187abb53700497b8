import type { Database } from '../db/database';
import { openPgliteFromTemplate } from './pglite-template';
import { openPostgresFromTemplate } from './postgres-template';

/** A database an integration suite runs against. */
export interface TestDatabaseTarget {
  readonly name: 'pglite' | 'postgres';
  /**
   * Opens a fresh, migrated, empty database of its own (a new PGlite, or a new database on the
   * PostgreSQL server), copied from one migrated once rather than migrated again.
   */
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
      open: openPgliteFromTemplate,
    },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    targets.push({
      name: 'postgres',
      open: () => openPostgresFromTemplate(url),
    });
  }
  return targets;
}
