import type { Database } from '../db/database';
import { openPgliteFromTemplate } from './pglite-template';
import { openPostgresFromTemplate } from './postgres-template';
import type { SeedSnapshot } from './seed-snapshot';

/** A database an integration suite runs against. */
export interface TestDatabaseTarget {
  readonly name: 'pglite' | 'postgres';
  /**
   * Opens a fresh, migrated database of its own (a new PGlite, or a new database on the PostgreSQL
   * server), empty or holding `snapshot`'s seeds: copied from one migrated (and seeded) once rather
   * than migrated and seeded again.
   */
  readonly open: (snapshot?: SeedSnapshot) => Promise<Database>;
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
      open: (snapshot) => openPostgresFromTemplate(url, snapshot),
    });
  }
  return targets;
}
