import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/load-config';
import type { Database } from '../db/database';

/** What every handler and job may use. Nothing here holds state that matters between requests. */
export interface AppContext {
  readonly db: Database;
  readonly config: ServerConfig;
  /** The current time; tests replace it to move through expiries and windows. */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}
