import { randomBytes } from 'node:crypto';
import { databaseUrl, withPgClient } from '../server/db/pg-client';

/** A database of the benchmark's own on a PostgreSQL server, dropped when the benchmark is done. */
export interface BenchDatabase {
  readonly url: string;
  /** Runs one query on it (counting orders, say). */
  query<R extends Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/**
 * Creates an empty database on the server `serverUrl` names (the servers under test migrate and
 * seed it as they start), so the benchmark never touches the data of the database in the address.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await withPgClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(serverUrl, name);
  return {
    url,
    query: (sql, params) => withPgClient(url, async (client) => (await client.query(sql, params as unknown[] | undefined)).rows),
    drop: () => withPgClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
