import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, QueryResult } from './database';

const numberParsers = { [types.INT8]: (value: string) => Number(value), [types.NUMERIC]: (value: string) => Number(value) };

/**
 * The database embedded in the process (PGlite: PostgreSQL compiled to WebAssembly), stored in
 * `dataDir`, or in memory when `dataDir` is undefined. One connection: PGlite runs transactions one
 * after another, which is what makes it safe here. `loadDataDir` starts it from a dumped data
 * directory (`dumpDataDir`) instead of an empty cluster: tests start from one migrated once.
 */
export async function openPgliteDatabase(dataDir: string | undefined, options: { readonly loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { parsers: numberParsers, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  const toResult = <R>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<R> => ({
    rows: result.rows as R[],
    // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
    rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0),
  });
  return {
    kind: 'pglite',
    async query<R>(sql: string, params?: readonly unknown[]) {
      return toResult<R>(await db.query(sql, params as unknown[] | undefined));
    },
    async transaction(work) {
      return db.transaction(async (tx) =>
        work({
          async query<R>(sql: string, params?: readonly unknown[]) {
            return toResult<R>(await tx.query(sql, params as unknown[] | undefined));
          },
        }),
      );
    },
    async listen(channel, listener) {
      // In process: the one connection cannot be lost while the database is open.
      const unlisten = await db.listen(channel, listener.onNotice);
      listener.onListening();
      return () => unlisten();
    },
    async close() {
      await db.close();
    },
  };
}
