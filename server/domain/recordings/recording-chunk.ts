import { gunzipSync, gzipSync } from 'node:zlib';
import { maskDeep } from '../../logging/mask-pii';
import { RECORDING_LIMITS } from './recording-limits';

/** A chunk the server will keep: events checked, personal numbers masked, compressed again. */
export interface CheckedChunk {
  readonly body: Buffer;
  readonly eventCount: number;
}

/** Why a chunk is refused, in the buyer's words (the app retries nothing refused). */
export class ChunkRefusedError extends Error {}

/** How deep a chunk's events may nest: a page's DOM snapshot nests two levels per element. */
const MAX_EVENT_DEPTH = 400;

/** Whether a parsed value nests deeper than `limit` (walked without recursion, so no input overflows the stack). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, depth } = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push({ item: child, depth: depth + 1 });
  }
  return false;
}

/** An rrweb event as the server checks it: a type number and a timestamp; the rest is the recorder's. */
function isEvent(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const event = value as { type?: unknown; timestamp?: unknown };
  return typeof event.type === 'number' && Number.isInteger(event.type) && typeof event.timestamp === 'number' && Number.isFinite(event.timestamp);
}

/**
 * Reads a chunk as the buyer app sends it (a gzip-compressed JSON array of rrweb events) within the
 * limits, and masks every ID card, mobile and bank account number left in it (the page masks at the
 * source; this is the second line, for a field a block forgot to mark). Throws ChunkRefusedError for
 * anything else: too large, not gzip, not an array of events.
 */
export function checkChunk(compressed: Buffer): CheckedChunk {
  if (compressed.length === 0 || compressed.length > RECORDING_LIMITS.chunkBytes) throw new ChunkRefusedError('录制片段过大');
  let json: Buffer;
  try {
    json = gunzipSync(compressed, { maxOutputLength: RECORDING_LIMITS.chunkJsonBytes });
  } catch {
    throw new ChunkRefusedError('录制片段无法读取');
  }
  let events: unknown;
  try {
    events = JSON.parse(json.toString('utf8'));
  } catch {
    throw new ChunkRefusedError('录制片段无法读取');
  }
  if (!Array.isArray(events) || events.length > RECORDING_LIMITS.chunkEvents || !events.every(isEvent)) throw new ChunkRefusedError('录制片段格式不正确');
  // Every string is masked, however deep: a chunk nesting deeper than any page is refused instead.
  if (nestsDeeperThan(events, MAX_EVENT_DEPTH)) throw new ChunkRefusedError('录制片段格式不正确');
  const masked = maskDeep(events, MAX_EVENT_DEPTH + 1);
  return { body: gzipSync(JSON.stringify(masked)), eventCount: events.length };
}
