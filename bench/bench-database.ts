import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of the benchmark's own on a PostgreSQL server, dropped when the benchmark is done. */
export interface BenchDatabase {
  readonly url: string;
  /** Runs one query on it (counting orders, say). */
  query<R extends Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database on the server `serverUrl` names (the servers under test migrate and
 * seed it as they start), so the benchmark never touches the data of the database in the address.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql, params) => withClient(url.toString(), async (client) => (await client.query(sql, params as unknown[] | undefined)).rows),
    drop: () => withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
