import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK_KEY = 7_311_402;

/** A versioned SQL migration: `server/db/migrations/NNNN_name.sql`. */
export interface SqlMigration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The migrations on disk, in version order. Each domain owns a range of versions (see the folder's README). */
export function readMigrations(dir = MIGRATIONS_DIR): SqlMigration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 4)), name: file.slice(5, -4), sql: readFileSync(resolve(dir, file), 'utf8') }));
}

/**
 * Applies every migration not yet applied, each in its own transaction, under an advisory lock so that
 * several instances starting at once do not race: each migration is applied by one of them, the others
 * wait and find it applied. Returns the versions it applied.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  // Under the lock too: two `CREATE TABLE IF NOT EXISTS` at once on a fresh database both try to
  // create the table, and one fails on the catalogue's unique index.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rowCount > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a migration into statements at semicolons that end a line. Migrations keep to that form
 * (a function body stays on one line), which lets both drivers run them with parameterless single statements.
 */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
