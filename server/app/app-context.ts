import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/load-config';
import type { Database } from '../db/database';
import type { OrderAccess } from '../domain/orders/access/order-access';
import type { PiiVault } from '../pii/pii-vault';

/** What every handler and job may use. Nothing here holds state that matters between requests. */
export interface AppContext {
  readonly db: Database;
  readonly config: ServerConfig;
  /** The current time; tests replace it to move through expiries and windows. */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /**
   * Which orders a buyer call may name by plain number (set per call by registerCalls); absent for
   * server-side work (jobs, the cashier's signed payment), which may name any order.
   */
  readonly orderAccess?: OrderAccess;
  /** Seals and opens personal data at rest (PII_KEY), and keys its blind indexes. */
  readonly pii: PiiVault;
}
