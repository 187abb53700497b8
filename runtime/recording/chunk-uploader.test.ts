import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_AFTER_MS, CHUNK_EVENTS, ChunkUploader, gzipNatively, type ChunkCompressor, type ChunkTransport } from './chunk-uploader';

/** Compression that ends within the same turn of the event loop (fake timers run no stream). */
const inScript: ChunkCompressor = async (text) => gzipSync(strToU8(text));

const eventsOf = (body: Uint8Array) => JSON.parse(strFromU8(gunzipSync(body))) as { n: number }[];

function fakeTransport(answers: Array<boolean | 'refused'> = []) {
  const sent: { seq: number; events: { n: number }[] }[] = [];
  const beaconed: { seq: number; events: { n: number }[] }[] = [];
  const transport: ChunkTransport = {
    send: vi.fn(async (seq: number, body: Uint8Array) => {
      const answer = answers.shift() ?? true;
      if (answer === true) sent.push({ seq, events: eventsOf(body) });
      return answer;
    }),
    beacon: vi.fn((seq: number, body: Uint8Array) => {
      beaconed.push({ seq, events: eventsOf(body) });
      return true;
    }),
  };
  return { transport, sent, beaconed };
}

describe('the chunk uploader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cuts a chunk at its size or after a pause, numbered in order from where the page left off', async () => {
    const { transport, sent } = fakeTransport();
    const uploader = new ChunkUploader(transport, 7, inScript);
    for (let n = 0; n < CHUNK_EVENTS + 3; n++) uploader.add({ n });
    await vi.advanceTimersByTimeAsync(CHUNK_AFTER_MS);
    expect(sent.map((chunk) => [chunk.seq, chunk.events.length])).toEqual([
      [7, CHUNK_EVENTS],
      [8, 3],
    ]);
    expect(sent[1]?.events[0]).toEqual({ n: CHUNK_EVENTS });
    expect(uploader.seq).toBe(9);
  });

  it('sends a failed chunk again after a growing pause, and the chunks after it only after it', async () => {
    const { transport, sent } = fakeTransport([false, false, true, true]);
    const uploader = new ChunkUploader(transport, 0, inScript);
    uploader.add({ n: 1 });
    uploader.cut();
    uploader.add({ n: 2 });
    uploader.cut();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
    expect(uploader.waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent.map((chunk) => chunk.seq)).toEqual([0, 1]);
    expect(uploader.waiting).toBe(0);
  });

  it('drops a chunk the server refuses for good and goes on with the next', async () => {
    const { transport, sent } = fakeTransport(['refused', true]);
    const uploader = new ChunkUploader(transport, 0, inScript);
    uploader.add({ n: 1 });
    uploader.cut();
    uploader.add({ n: 2 });
    uploader.cut();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((chunk) => chunk.seq)).toEqual([1]);
  });

  it('hands every unsent chunk and the events not yet cut to beacons when the page is left, losing none', async () => {
    const { transport, sent, beaconed } = fakeTransport([false]);
    const uploader = new ChunkUploader(transport, 0, inScript);
    uploader.add({ n: 1 });
    uploader.cut();
    await vi.advanceTimersByTimeAsync(0);
    uploader.add({ n: 2 });
    uploader.add({ n: 3 });
    uploader.leave();
    expect(sent).toEqual([]);
    expect(beaconed.map((chunk) => [chunk.seq, chunk.events.map((event) => event.n)])).toEqual([
      [0, [1]],
      [1, [2, 3]],
    ]);
    expect(uploader.waiting).toBe(0);
  });

  it('sends the chunks in order when the second is compressed before the first', async () => {
    const { transport, sent } = fakeTransport();
    const finish: Array<() => void> = [];
    const held: ChunkCompressor = (text) => new Promise((resolve) => finish.push(() => resolve(gzipSync(strToU8(text)))));
    const uploader = new ChunkUploader(transport, 0, held);
    uploader.add({ n: 1 });
    uploader.cut();
    uploader.add({ n: 2 });
    uploader.cut();
    finish[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    finish[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((chunk) => [chunk.seq, chunk.events[0]?.n])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('compresses on the spot, when the page is left, what the browser has not finished compressing', () => {
    const { transport, beaconed } = fakeTransport();
    const uploader = new ChunkUploader(transport, 0, () => new Promise<Uint8Array>(() => undefined));
    uploader.add({ n: 1 });
    uploader.cut();
    uploader.add({ n: 2 });
    uploader.leave();
    expect(beaconed.map((chunk) => [chunk.seq, chunk.events.map((event) => event.n)])).toEqual([
      [0, [1]],
      [1, [2]],
    ]);
  });
});

describe('compression in the browser', () => {
  it('makes a gzip body the server reads back to the same JSON', async () => {
    const text = JSON.stringify([{ type: 2, data: { css: '.adm-button{color:#333}'.repeat(500) } }]);
    const body = await gzipNatively(text);
    expect(body.length).toBeLessThan(text.length / 10);
    expect(strFromU8(gunzipSync(body))).toBe(text);
  });
});
