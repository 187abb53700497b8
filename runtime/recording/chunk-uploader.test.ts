import { gunzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_AFTER_MS, CHUNK_EVENTS, ChunkUploader, type ChunkTransport } from './chunk-uploader';

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
    const uploader = new ChunkUploader(transport, 7);
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
    const uploader = new ChunkUploader(transport);
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
    const uploader = new ChunkUploader(transport);
    uploader.add({ n: 1 });
    uploader.cut();
    uploader.add({ n: 2 });
    uploader.cut();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((chunk) => chunk.seq)).toEqual([1]);
  });

  it('hands every unsent chunk and the events not yet cut to beacons when the page is left, losing none', async () => {
    const { transport, sent, beaconed } = fakeTransport([false]);
    const uploader = new ChunkUploader(transport);
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
});
