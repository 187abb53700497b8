import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { findRecordings } from './find-recordings';
import { purgeOldRecordings } from './purge-recordings';
import { readRecordingPage } from './read-recording';
import { checkChunk, ChunkRefusedError } from './recording-chunk';
import { RECORDING_LIMITS } from './recording-limits';
import { storeChunk, type IncomingChunk } from './store-chunk';
import { tieRecordingToOrder } from './tie-order';

const DAY_MS = 24 * 60 * 60 * 1000;
const chunkOf = (...timestamps: number[]) => checkChunk(gzipSync(JSON.stringify(timestamps.map((timestamp) => ({ type: 3, timestamp, data: { source: 2 } })))));

describe.each(testDatabases())('recordings on $name', (target) => {
  let t: TestApp;
  let sequence = 0;
  const newId = () => `rec-${target.name.replace(/\W/g, '')}-${String(++sequence).padStart(8, '0')}`;
  const incoming = (recordingId: string, seq: number, fields: Partial<IncomingChunk> = {}): IncomingChunk => ({
    recordingId,
    tenant: 'health',
    promotionId: 'health-baiwan',
    buyerId: null,
    seq,
    chunk: chunkOf(seq * 10, seq * 10 + 1),
    now: t.clock.now(),
    ...fields,
  });
  const chunkRows = async (recordingId: string) =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM recording_chunks WHERE recording_id = $1', [recordingId])).rows[0]?.n);

  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    await t.db.query("INSERT INTO tenants (code, name) VALUES ('health', '健康保'), ('ba', '保险')");
  });
  afterAll(async () => t.close());

  it('stores a chunk that arrives twice once, and reads the events back in order, a page at a time', async () => {
    const id = newId();
    expect(await storeChunk(t.db, incoming(id, 1))).toEqual({ stored: true });
    expect(await storeChunk(t.db, incoming(id, 0))).toEqual({ stored: true });
    expect(await storeChunk(t.db, incoming(id, 1))).toEqual({ stored: false, duplicate: true });
    expect(await chunkRows(id)).toBe(2);
    const recording = (await t.db.query<{ chunk_count: number }>('SELECT chunk_count FROM recordings WHERE recording_id = $1', [id])).rows[0];
    expect(recording?.chunk_count).toBe(2);
    const page = await readRecordingPage(t.db, 'health', id, 0);
    expect(page?.events.map((event) => (event as { timestamp: number }).timestamp)).toEqual([0, 1, 10, 11]);
    expect(page?.nextSeq).toBeNull();
  });

  it('is another tenant’s or another buyer’s to nobody: their chunks are refused and their reads find nothing', async () => {
    const id = newId();
    await storeChunk(t.db, incoming(id, 0, { buyerId: 'buyer-a' }));
    await expect(storeChunk(t.db, incoming(id, 1, { tenant: 'ba' }))).rejects.toThrow(ChunkRefusedError);
    await expect(storeChunk(t.db, incoming(id, 1, { buyerId: 'buyer-b' }))).rejects.toThrow(ChunkRefusedError);
    await expect(storeChunk(t.db, incoming(id, 1, { buyerId: null }))).rejects.toThrow(ChunkRefusedError);
    expect(await chunkRows(id)).toBe(1);
    expect(await readRecordingPage(t.db, 'ba', id, 0)).toBeNull();
    expect(await findRecordings(t.db, t.context.pii, 'ba', {})).not.toContainEqual(expect.objectContaining({ recordingId: id }));
  });

  it('takes a chunk without a cookie into a recording opened without one and adopted at its order, but never another buyer’s', async () => {
    const id = newId();
    await storeChunk(t.db, incoming(id, 0));
    // The order call ties it and sets the cookie; a chunk that left before the cookie arrived has none.
    expect(await tieRecordingToOrder(t.db, t.context.pii, { recordingId: id, tenant: 'health', orderNo: 'ORDER-ADOPT', buyerId: 'buyer-a', holderPhone: undefined })).toBe(true);
    expect(await storeChunk(t.db, incoming(id, 1))).toEqual({ stored: true });
    expect(await storeChunk(t.db, incoming(id, 2, { buyerId: 'buyer-a' }))).toEqual({ stored: true });
    await expect(storeChunk(t.db, incoming(id, 3, { buyerId: 'buyer-b' }))).rejects.toThrow(ChunkRefusedError);
    expect(await chunkRows(id)).toBe(3);
  });

  it('refuses chunks past the size of a whole recording, and stores nothing of them', async () => {
    const id = newId();
    await storeChunk(t.db, incoming(id, 0));
    await t.db.query('UPDATE recordings SET total_bytes = $2 WHERE recording_id = $1', [id, RECORDING_LIMITS.recordingBytes - 10]);
    await expect(storeChunk(t.db, incoming(id, 1))).rejects.toThrow('录制内容已达上限');
    expect(await chunkRows(id)).toBe(1);
  });

  it('is tied to the order its buyer made, and found by order number, by phone through its blind index, and by date', async () => {
    const id = newId();
    await storeChunk(t.db, incoming(id, 0));
    const tie = { recordingId: id, tenant: 'health', orderNo: `ORD${sequence}`, buyerId: 'buyer-c', holderPhone: '13912345678' };
    expect(await tieRecordingToOrder(t.db, t.context.pii, { ...tie, tenant: 'ba' })).toBe(false);
    expect(await tieRecordingToOrder(t.db, t.context.pii, tie)).toBe(true);
    // Now the buyer's: another buyer cannot tie it to their order.
    expect(await tieRecordingToOrder(t.db, t.context.pii, { ...tie, orderNo: 'OTHER', buyerId: 'buyer-d' })).toBe(false);
    const stored = await t.db.query<{ holder_phone_index: string }>('SELECT holder_phone_index FROM recordings WHERE recording_id = $1', [id]);
    expect(stored.rows[0]?.holder_phone_index).not.toContain('13912345678');
    const ids = async (search: Parameters<typeof findRecordings>[3]) => (await findRecordings(t.db, t.context.pii, 'health', search)).map((found) => found.recordingId);
    expect(await ids({ orderNo: tie.orderNo })).toEqual([id]);
    expect(await ids({ phone: ' 13912345678 ' })).toEqual([id]);
    expect(await ids({ phone: '13900000000' })).toEqual([]);
    expect(await ids({ startedFrom: new Date(t.clock.now().getTime() - DAY_MS), orderNo: tie.orderNo })).toEqual([id]);
    expect(await ids({ startedBefore: new Date(t.clock.now().getTime() - DAY_MS), orderNo: tie.orderNo })).toEqual([]);
  });

  it('are deleted with their chunks once past their retention period: a short one without an order, a long one with', async () => {
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);
    const unordered = newId();
    await storeChunk(t.db, incoming(unordered, 0, { now: ago(31) }));
    const ordered = newId();
    await storeChunk(t.db, incoming(ordered, 0, { now: ago(31) }));
    await tieRecordingToOrder(t.db, t.context.pii, { recordingId: ordered, tenant: 'health', orderNo: 'ORD-KEPT', buyerId: null, holderPhone: undefined });
    const expired = newId();
    await storeChunk(t.db, incoming(expired, 0, { now: ago(400) }));
    await tieRecordingToOrder(t.db, t.context.pii, { recordingId: expired, tenant: 'health', orderNo: 'ORD-OLD', buyerId: null, holderPhone: undefined });
    const recent = newId();
    await storeChunk(t.db, incoming(recent, 0));
    expect(await purgeOldRecordings(t.db, t.clock.now(), { recordingRetentionDays: 365, unorderedRecordingDays: 30 })).toBeGreaterThanOrEqual(2);
    expect(await chunkRows(unordered)).toBe(0);
    expect(await chunkRows(expired)).toBe(0);
    expect(await readRecordingPage(t.db, 'health', unordered, 0)).toBeNull();
    expect(await chunkRows(ordered)).toBe(1);
    expect(await chunkRows(recent)).toBe(1);
  });

  it('keeps no ID number in the stored bytes that the page left in clear', async () => {
    const id = newId();
    const events = [{ type: 3, timestamp: 1, data: { source: 5, text: '110101199003074514' } }];
    await storeChunk(t.db, incoming(id, 0, { chunk: checkChunk(gzipSync(JSON.stringify(events))) }));
    const body = (await t.db.query<{ body: Uint8Array }>('SELECT body FROM recording_chunks WHERE recording_id = $1', [id])).rows[0]?.body;
    expect(gunzipSync(Buffer.from(body ?? new Uint8Array())).toString('utf8')).not.toContain('110101199003074514');
  });
});
