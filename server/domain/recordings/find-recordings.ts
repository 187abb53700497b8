import type { Queryable } from '../../db/database';
import type { PiiVault } from '../../pii/pii-vault';
import { phoneIndex } from '../orders/sms/phone-index';

/** What compliance searches by: an order number, the holder's phone, or when the recording began. */
export interface RecordingSearch {
  readonly orderNo?: string;
  readonly phone?: string;
  readonly startedFrom?: Date;
  readonly startedBefore?: Date;
}

/** A recording as the search lists it. */
export interface RecordingSummary {
  readonly recordingId: string;
  readonly promotionId: string;
  readonly orderNo: string | null;
  readonly startedAt: string;
  readonly lastChunkAt: string;
  readonly chunkCount: number;
  readonly totalBytes: number;
}

/** How many recordings one search lists at most, newest first. */
export const RECORDING_SEARCH_LIMIT = 50;

interface SummaryRow {
  readonly recording_id: string;
  readonly promotion_id: string;
  readonly order_no: string | null;
  readonly started_at: Date | string;
  readonly last_chunk_at: Date | string;
  readonly chunk_count: number;
  readonly total_bytes: string | number;
}

/**
 * A tenant's recordings matching every criterion given, newest first. The phone is looked up by its
 * blind index: no phone is stored in clear, and none is compared in clear.
 */
export async function findRecordings(db: Queryable, pii: PiiVault, tenant: string, search: RecordingSearch): Promise<RecordingSummary[]> {
  const where = ['tenant_code = $1'];
  const params: unknown[] = [tenant];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (search.orderNo?.trim()) add((p) => `order_no = ${p}`, search.orderNo.trim());
  if (search.phone?.trim()) add((p) => `holder_phone_index = ${p}`, phoneIndex(pii, search.phone));
  if (search.startedFrom) add((p) => `started_at >= ${p}`, search.startedFrom);
  if (search.startedBefore) add((p) => `started_at < ${p}`, search.startedBefore);
  const found = await db.query<SummaryRow>(
    `SELECT recording_id, promotion_id, order_no, started_at, last_chunk_at, chunk_count, total_bytes FROM recordings
      WHERE ${where.join(' AND ')} ORDER BY started_at DESC, recording_id LIMIT ${RECORDING_SEARCH_LIMIT}`,
    params,
  );
  return found.rows.map((row) => ({
    recordingId: row.recording_id,
    promotionId: row.promotion_id,
    orderNo: row.order_no,
    startedAt: new Date(row.started_at).toISOString(),
    lastChunkAt: new Date(row.last_chunk_at).toISOString(),
    chunkCount: row.chunk_count,
    totalBytes: Number(row.total_bytes),
  }));
}
