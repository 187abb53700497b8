import type { Database } from '../../db/database';
import { ChunkRefusedError, type CheckedChunk } from './recording-chunk';
import { RECORDING_LIMITS } from './recording-limits';

/** A checked chunk and whose recording it belongs to. */
export interface IncomingChunk {
  readonly recordingId: string;
  readonly tenant: string;
  readonly promotionId: string;
  /** The buyer of the signed buyer cookie, when the browser has one. */
  readonly buyerId: string | null;
  readonly seq: number;
  readonly chunk: CheckedChunk;
  readonly now: Date;
}

/** What storing a chunk did: stored, or already there (a retry of a chunk that had arrived). */
export type StoredChunk = { readonly stored: true } | { readonly stored: false; readonly duplicate: true };

/** The recording id is the buyer app's; another tenant's or another buyer's recording of that id is not joined. */
interface RecordingRow {
  readonly tenant_code: string;
  readonly buyer_id: string | null;
  readonly adopted: boolean;
  readonly chunk_count: number;
  readonly total_bytes: string | number;
}

/**
 * Whether a chunk from this browser may join the recording: one no buyer holds yet takes any; one a
 * buyer holds takes that buyer's, and, if it was adopted at its order's tie (opened before the browser
 * had a cookie), chunks without a cookie too: one may leave while the order call setting the cookie is
 * still under way. Another buyer's cookie is always refused.
 */
function isBuyersOwn(row: RecordingRow, buyerId: string | null): boolean {
  if (row.buyer_id === null || row.buyer_id === buyerId) return true;
  return buyerId === null && row.adopted;
}

/**
 * Stores one chunk of a recording, opening the recording with its first chunk, in one transaction with
 * the recording row locked, so that chunks sent at once by two tabs cannot pass the limits together. A
 * chunk of a sequence number already stored is left as it was (stored once). A recording past its limits,
 * or whose id another tenant or buyer holds, refuses the chunk (ChunkRefusedError).
 */
export async function storeChunk(db: Database, incoming: IncomingChunk): Promise<StoredChunk> {
  const size = incoming.chunk.body.length;
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO recordings (recording_id, tenant_code, promotion_id, buyer_id, started_at, last_chunk_at)
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (recording_id) DO NOTHING`,
      [incoming.recordingId, incoming.tenant, incoming.promotionId, incoming.buyerId, incoming.now],
    );
    const found = await tx.query<RecordingRow>('SELECT tenant_code, buyer_id, adopted, chunk_count, total_bytes FROM recordings WHERE recording_id = $1 FOR UPDATE', [
      incoming.recordingId,
    ]);
    const row = found.rows[0];
    if (!row || row.tenant_code !== incoming.tenant || !isBuyersOwn(row, incoming.buyerId)) {
      throw new ChunkRefusedError('录制不存在');
    }
    const duplicate = await tx.query('SELECT 1 FROM recording_chunks WHERE recording_id = $1 AND seq = $2', [incoming.recordingId, incoming.seq]);
    if (duplicate.rows.length > 0) return { stored: false, duplicate: true };
    if (row.chunk_count + 1 > RECORDING_LIMITS.recordingChunks || Number(row.total_bytes) + size > RECORDING_LIMITS.recordingBytes) {
      throw new ChunkRefusedError('录制内容已达上限');
    }
    await tx.query('INSERT INTO recording_chunks (recording_id, seq, body, event_count, received_at) VALUES ($1, $2, $3, $4, $5)', [
      incoming.recordingId,
      incoming.seq,
      incoming.chunk.body,
      incoming.chunk.eventCount,
      incoming.now,
    ]);
    await tx.query(
      `UPDATE recordings SET chunk_count = chunk_count + 1, total_bytes = total_bytes + $2, last_chunk_at = $3,
              buyer_id = coalesce(buyer_id, $4)
        WHERE recording_id = $1`,
      [incoming.recordingId, size, incoming.now, incoming.buyerId],
    );
    return { stored: true };
  });
}
