import pg from 'pg';
import type { Database, QueryResult } from './database';
import { listenOnPostgres } from './pg-listener';

// int8 (bigint) columns hold fen amounts and counts far below 2^53: read them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric too (sums, averages).
pg.types.setTypeParser(1700, (value) => Number(value));

export interface PgDatabaseOptions {
  readonly connectionString: string;
  /** A schema to work in (tests isolate themselves this way); created when missing. */
  readonly schema?: string;
  readonly max?: number;
  /** Drop `schema` with everything in it on close (test databases). */
  readonly dropSchemaOnClose?: boolean;
}

/** The database over a PostgreSQL server. */
export async function openPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`bad schema name ${options.schema}`);
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const query = async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    const result = await pool.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params?: readonly unknown[]) {
            const rows = await client.query(sql, params as unknown[] | undefined);
            return { rows: rows.rows as R[], rowCount: rows.rowCount ?? 0 };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, listener) {
      return listenOnPostgres(options.connectionString, channel, listener);
    },
    async close() {
      if (options.schema && options.dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS ${options.schema} CASCADE`);
      await pool.end();
    },
  };
}
