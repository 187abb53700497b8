import { resolve } from 'node:path';
import type { ServerConfig } from '../config/load-config';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite database in `DATA_DIR`. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'databasePoolSize'>>): Promise<Database> {
  if (config.databaseUrl) return openPgDatabase({ connectionString: config.databaseUrl, ...(config.databasePoolSize === undefined ? {} : { max: config.databasePoolSize }) });
  return openPgliteDatabase(resolve(config.dataDir, 'pglite'));
}
