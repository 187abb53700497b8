import type { Queryable } from '../../../db/database';

/**
 * Which orders the caller of a buyer call may name by their plain number. The plain number (creation
 * second and 6 random digits) can be guessed, so it opens an order only for the buyer who created it
 * or opened it by its token; the token (encryptOrderNo) opens it for anyone who holds it. Server-side
 * work (jobs, the cashier's signed payment) has no OrderAccess and names any order of its tenant.
 */
export interface OrderAccess {
  /** Whether the caller may name this order by its plain number. */
  mayName(db: Queryable, tenant: string, orderNo: string): Promise<boolean>;
  /** From now on the caller may name this order by its plain number: it created it, or named it by its token. */
  grant(tenant: string, orderNo: string): void;
}
