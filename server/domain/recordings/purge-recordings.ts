import type { Queryable } from '../../db/database';

/** How long recordings are kept when RECORDING_RETENTION_DAYS does not say: three years. */
export const DEFAULT_RECORDING_RETENTION_DAYS = 3 * 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the recordings (with their chunks) whose last chunk is older than the retention period, and
 * says how many went. Run by the job runner's sweep.
 */
export async function purgeOldRecordings(db: Queryable, now: Date, retentionDays: number): Promise<number> {
  const deleted = await db.query('DELETE FROM recordings WHERE last_chunk_at < $1', [new Date(now.getTime() - retentionDays * DAY_MS)]);
  return deleted.rowCount;
}
