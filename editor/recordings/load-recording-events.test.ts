import { describe, expect, it, vi } from 'vitest';
import { loadRecordingEvents } from './load-recording-events';

describe('loadRecordingEvents', () => {
  it('reads page after page from the start until the server says it was the last', async () => {
    const pages = new Map<number, { events: unknown[]; nextSeq: number | null }>([
      [0, { events: [1, 2], nextSeq: 3 }],
      [3, { events: [3], nextSeq: 4 }],
      [4, { events: [4, 5], nextSeq: null }],
    ]);
    const readRecording = vi.fn(async ({ query }: { query?: { fromSeq?: number } }) => ({ ok: true as const, value: pages.get(query?.fromSeq ?? 0)! }));
    const result = await loadRecordingEvents({ readRecording } as never, 'recording-id-0000001');
    expect(result).toEqual({ ok: true, value: [1, 2, 3, 4, 5] });
    expect(readRecording.mock.calls.map(([input]) => input.query?.fromSeq)).toEqual([0, 3, 4]);
  });

  it('stops at the first failure and says why', async () => {
    const error = { kind: 'forbidden', message: '无权操作', fourEyes: false } as const;
    const readRecording = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, value: { events: [1], nextSeq: 1 } })
      .mockResolvedValueOnce({ ok: false, error });
    expect(await loadRecordingEvents({ readRecording } as never, 'recording-id-0000001')).toEqual({ ok: false, error });
  });
});
