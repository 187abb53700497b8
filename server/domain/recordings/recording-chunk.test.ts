import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkChunk, ChunkRefusedError } from './recording-chunk';
import { RECORDING_LIMITS } from './recording-limits';

const gz = (value: unknown) => gzipSync(JSON.stringify(value));
const read = (body: Buffer) => JSON.parse(gunzipSync(body).toString('utf8')) as unknown;

describe('a recording chunk', () => {
  it('keeps the events and masks ID card, mobile and bank numbers in every string, however deep, but never a number', () => {
    let deep: Record<string, unknown> = { textContent: '身份证 110101199003074514' };
    for (let level = 0; level < 60; level++) deep = { childNodes: [deep] };
    const events = [
      { type: 2, timestamp: 1795866920014, data: { node: deep } },
      { type: 3, timestamp: 1795866920100, data: { source: 5, text: '13812345678', id: 42 } },
      { type: 5, timestamp: 1795866920200, data: { tag: 'clause-read', payload: { card: '6222020200112233445' } } },
    ];
    const checked = checkChunk(gz(events));
    expect(checked.eventCount).toBe(3);
    const text = gunzipSync(checked.body).toString('utf8');
    expect(text).not.toContain('110101199003074514');
    expect(text).not.toContain('13812345678');
    expect(text).not.toContain('6222020200112233445');
    expect(text).toContain('110101');
    expect(text).toContain('1795866920014');
    expect((read(checked.body) as { data: { id: number } }[])[1]?.data.id).toBe(42);
  });

  it('is refused when it is not gzip, not an array of events, too large, a zip bomb or nested without end', () => {
    const refused = (body: Buffer) => expect(() => checkChunk(body)).toThrow(ChunkRefusedError);
    refused(Buffer.from('[{"type":2,"timestamp":1}]'));
    refused(Buffer.alloc(0));
    refused(gz({ type: 2, timestamp: 1 }));
    refused(gz([{ type: '2', timestamp: 1 }]));
    refused(gz([{ type: 2 }]));
    refused(gz([null]));
    refused(gz(Array.from({ length: RECORDING_LIMITS.chunkEvents + 1 }, (_, index) => ({ type: 3, timestamp: index }))));
    refused(gzipSync(Buffer.from(`[{"type":3,"timestamp":1,"data":"${'0'.repeat(RECORDING_LIMITS.chunkJsonBytes)}"}]`)));
    refused(gzipSync(Buffer.from(`[{"type":3,"timestamp":1,"data":${'['.repeat(2000)}${']'.repeat(2000)}}]`)));
    const random = Buffer.alloc(RECORDING_LIMITS.chunkBytes + 1, 7);
    refused(random);
  });
});
