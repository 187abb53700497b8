import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { randomId } from '../app/random-id';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { databaseUrl, withPgClient } from './pg-client';
import { openPgDatabase } from './pg-database';

const url = process.env.DATABASE_URL;
const skip = url ? undefined : 'instances starting together need a PostgreSQL server: set DATABASE_URL (CI does)';
const INSTANCES = 4;

const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withPgClient(url ?? '', work);

/** Issue 16: N instances starting at once against one fresh PostgreSQL all migrate it, each migration applied once. */
describe.skipIf(skip)(`migrations when instances start together${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let name: string | undefined;
  let pools: Database[] = [];
  afterEach(async () => {
    for (const pool of pools) await pool.close();
    pools = [];
    if (name) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('lets 4 instances migrate one fresh database at once: all succeed, each migration is applied by exactly one', async () => {
    name = `test_migrate_${randomId(6)}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const target = databaseUrl(url ?? '', name);
    pools = await Promise.all(Array.from({ length: INSTANCES }, () => openPgDatabase({ connectionString: target, max: 2 })));
    const applied = await Promise.all(pools.map((db) => migrate(db)));
    const versions = readMigrations().map((migration) => migration.version);
    expect(applied.flat().sort((a, b) => a - b)).toEqual(versions);
    const recorded = await pools[0]?.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded?.rows.map((row) => row.version)).toEqual(versions);
  });
});
