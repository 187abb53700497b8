import { gunzipSync } from 'node:zlib';
import type { Queryable } from '../../db/database';

/** One page of a recording's events, in the order they happened, and where the next page starts. */
export interface RecordingPage {
  /** The order the recording is tied to, if any. */
  readonly orderNo: string | null;
  readonly events: unknown[];
  /** The sequence number to ask for next, or null when this page holds the last chunk. */
  readonly nextSeq: number | null;
}

/** How many compressed bytes of chunks one page carries at most (at least one chunk, whatever its size). */
export const RECORDING_PAGE_BYTES = 2 * 1024 * 1024;

interface ChunkRow {
  readonly seq: number;
  readonly body: Uint8Array;
}

/**
 * The events of a tenant's recording from chunk `fromSeq` on, a page at a time; null when the tenant has
 * no such recording (another tenant's recording reads as missing, not as forbidden).
 */
export async function readRecordingPage(db: Queryable, tenant: string, recordingId: string, fromSeq: number): Promise<RecordingPage | null> {
  const owner = await db.query<{ order_no: string | null }>('SELECT order_no FROM recordings WHERE recording_id = $1 AND tenant_code = $2', [recordingId, tenant]);
  const recording = owner.rows[0];
  if (!recording) return null;
  const sizes = await db.query<{ seq: number; size: number }>(
    'SELECT seq, octet_length(body) AS size FROM recording_chunks WHERE recording_id = $1 AND seq >= $2 ORDER BY seq',
    [recordingId, fromSeq],
  );
  const take: number[] = [];
  let bytes = 0;
  for (const row of sizes.rows) {
    if (take.length > 0 && bytes + Number(row.size) > RECORDING_PAGE_BYTES) break;
    take.push(row.seq);
    bytes += Number(row.size);
  }
  const next = sizes.rows[take.length]?.seq ?? null;
  if (take.length === 0) return { orderNo: recording.order_no, events: [], nextSeq: null };
  const chunks = await db.query<ChunkRow>('SELECT seq, body FROM recording_chunks WHERE recording_id = $1 AND seq = ANY($2::int[]) ORDER BY seq', [recordingId, take]);
  const events = chunks.rows.flatMap((row) => JSON.parse(gunzipSync(Buffer.from(row.body)).toString('utf8')) as unknown[]);
  return { orderNo: recording.order_no, events, nextSeq: next };
}
