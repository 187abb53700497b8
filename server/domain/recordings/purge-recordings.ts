import type { Queryable } from '../../db/database';

/** How long recordings are kept when RECORDING_RETENTION_DAYS does not say: three years. */
export const DEFAULT_RECORDING_RETENTION_DAYS = 3 * 365;

/**
 * How long a recording no order was made from is kept when RECORDING_UNORDERED_DAYS does not say: it
 * records no sale, and a page anyone can open must not fill the database for years.
 */
export const DEFAULT_UNORDERED_RECORDING_DAYS = 30;

/** The two retention periods, in days. */
export interface RecordingRetention {
  readonly recordingRetentionDays: number;
  readonly unorderedRecordingDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the recordings (with their chunks) whose last chunk is older than their retention period:
 * the long one for a recording tied to an order, the short one otherwise. Says how many went. Run by the
 * job runner's hourly sweep.
 */
export async function purgeOldRecordings(db: Queryable, now: Date, retention: RecordingRetention): Promise<number> {
  const deleted = await db.query('DELETE FROM recordings WHERE last_chunk_at < $1 OR (order_no IS NULL AND last_chunk_at < $2)', [
    new Date(now.getTime() - retention.recordingRetentionDays * DAY_MS),
    new Date(now.getTime() - retention.unorderedRecordingDays * DAY_MS),
  ]);
  return deleted.rowCount;
}
