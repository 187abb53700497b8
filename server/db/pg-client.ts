import pg from 'pg';

/** `url` pointing at database `name` on the same PostgreSQL server. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Runs `work` on a connection of its own to `url` (outside any pool: creating and dropping databases,
 * one-off reads), closed when the work is done.
 */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
