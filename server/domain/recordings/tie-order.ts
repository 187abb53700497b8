import type { Queryable } from '../../db/database';
import type { PiiVault } from '../../pii/pii-vault';
import { phoneIndex } from '../orders/sms/phone-index';

/** What ties a recording to the order its buyer made. */
export interface OrderTie {
  readonly recordingId: string;
  readonly tenant: string;
  readonly orderNo: string;
  /**
   * The buyer of the signed cookie who made the order: a recording another buyer's browser opened is not
   * tied. One opened before the browser had a buyer cookie (a first visit) is, and becomes this buyer's:
   * its id is the page's own random secret.
   */
  readonly buyerId: string | null;
  /** The holder's phone as the order gives it, kept only as its blind index for a search by phone. */
  readonly holderPhone: string | undefined;
}

/**
 * Ties a recording (every chunk before the order and after it) to the order just made, in the order's
 * own transaction. A recording of another tenant or another buyer, or one already tied to another order,
 * is left alone; an unknown id ties nothing (the buyer's page may not have sent a chunk yet: the first
 * chunk sent after opens the recording, and the next order call ties it).
 */
export async function tieRecordingToOrder(tx: Queryable, pii: PiiVault, tie: OrderTie): Promise<boolean> {
  const phone = tie.holderPhone?.trim();
  const tied = await tx.query(
    `UPDATE recordings SET order_no = $3, holder_phone_index = coalesce($5, holder_phone_index), buyer_id = coalesce(buyer_id, $4),
        adopted = adopted OR (buyer_id IS NULL AND $4::text IS NOT NULL)
      WHERE recording_id = $1 AND tenant_code = $2 AND (order_no IS NULL OR order_no = $3)
        AND (buyer_id IS NULL OR buyer_id = $4)`,
    [tie.recordingId, tie.tenant, tie.orderNo, tie.buyerId, phone ? phoneIndex(pii, phone) : null],
  );
  return tied.rowCount > 0;
}
