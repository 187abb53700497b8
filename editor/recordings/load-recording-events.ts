import type { EditorApiClient } from '../api/editor-api-client';
import type { EditorApiResult } from '../api/editor-api-error';

/** Pages read at most for one replay: 2 MiB of compressed chunks each, far beyond any sale's recording. */
const MOST_PAGES = 100;

/** Every event of a recording, read page after page from the start (the first read is what the audit log notes). */
export async function loadRecordingEvents(api: Pick<EditorApiClient, 'readRecording'>, recordingId: string, signal?: AbortSignal): Promise<EditorApiResult<unknown[]>> {
  const events: unknown[] = [];
  let fromSeq: number | null = 0;
  for (let page = 0; page < MOST_PAGES && fromSeq !== null; page++) {
    const read = await api.readRecording({ params: { recordingId }, query: { fromSeq }, ...(signal ? { signal } : {}) });
    if (!read.ok) return read;
    events.push(...read.value.events);
    fromSeq = read.value.nextSeq;
  }
  return { ok: true, value: events };
}
