import { TENANT_HEADER } from '../../schema/api/tenant-header';
import { ChunkUploader, type ChunkTransport } from './chunk-uploader';
import { MASKED_INPUTS, MASKED_TEXT_SELECTOR, maskPageText, maskTypedValue } from './recording-masks';
import { chunkAddress } from './recording-address';
import { MOMENT_TAG } from '../../shared/recording/recording-moment';
import { STYLESHEET_TAG } from '../../shared/recording/recorded-stylesheets';
import { watchLinkedStylesheets } from './linked-stylesheets';
import { setMomentSink } from './recording-moments';
import { setCurrentRecording } from './current-recording';
import { RECORDER_START_MEASURE } from './recorder-start-measure';
import { SNAPSHOT_SLICE_MS, type SlicedSnapshotOption } from './sliced-snapshot';
import { RRWEB_EVENT } from '../../shared/recording/rrweb-event-types';

/** The recording a tab is making, kept across reloads of the same promotion in that tab. */
interface TabRecording {
  readonly id: string;
  readonly seq: number;
}

const storageKey = (promotionId: string) => `insure-recording:${promotionId}`;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function tabRecording(promotionId: string): TabRecording {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(promotionId)) ?? 'null') as Partial<TabRecording> | null;
    if (typeof kept?.id === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(kept.id) && Number.isInteger(kept.seq)) return { id: kept.id, seq: kept.seq ?? 0 };
  } catch {
    // Storage off or unreadable: a recording of this page alone.
  }
  return { id: randomId(), seq: 0 };
}

function keepTabRecording(promotionId: string, recording: TabRecording): void {
  try {
    sessionStorage.setItem(storageKey(promotionId), JSON.stringify(recording));
  } catch {
    // Storage off: a reload starts a new recording.
  }
}

function transportFor(id: string, tenant: string, promotionId: string): ChunkTransport {
  return {
    async send(seq, body) {
      const response = await fetch(chunkAddress(id, seq, tenant, promotionId), {
        method: 'POST',
        headers: { 'content-type': 'application/gzip', [TENANT_HEADER]: tenant },
        body: new Blob([body as BlobPart], { type: 'application/gzip' }),
        credentials: 'same-origin',
      });
      if (response.ok) return true;
      // Refused for what it is (too large, a recording past its limit, not ours): sending again changes nothing.
      return response.status === 400 || response.status === 403 || response.status === 413 ? 'refused' : false;
    },
    beacon(seq, body) {
      return navigator.sendBeacon(chunkAddress(id, seq, tenant, promotionId), new Blob([body as BlobPart], { type: 'application/gzip' }));
    },
  };
}

/**
 * Records the buyer's way through a promotion with rrweb, after the first paint and in a chunk of its
 * own, so the first page pays nothing for it. Typed values, digits in personal text and ID, mobile and
 * bank numbers anywhere are masked in the page itself (recording-masks.ts); the server masks once more. Returns a function that stops it.
 */
export async function startRecording(tenant: string, promotionId: string): Promise<() => void> {
  const { record } = await import('@rrweb/record');
  const recording = tabRecording(promotionId);
  const uploader = new ChunkUploader(transportFor(recording.id, tenant, promotionId), recording.seq);
  // The start (rrweb's snapshot of the page, in slices) as a measure of its own: the bench reads what it costs.
  const startMark = performance.mark(`${RECORDER_START_MEASURE}:begin`);
  const keepSeq = () => keepTabRecording(promotionId, { id: recording.id, seq: uploader.seq });
  let stopStylesheets = () => {};
  let started = false;
  let stopped = false;
  // Custom events are taken once the first full snapshot is out (rrweb's observers run right after it).
  const begin = () => {
    if (stopped) return;
    performance.measure(RECORDER_START_MEASURE, startMark.name);
    setMomentSink((moment) => record.addCustomEvent(MOMENT_TAG, moment));
    stopStylesheets = watchLinkedStylesheets((sheet) => record.addCustomEvent(STYLESHEET_TAG, sheet));
  };
  const options: Parameters<typeof record>[0] & SlicedSnapshotOption = {
    emit(event) {
      uploader.add(event);
      keepSeq();
      if (!started && typeof event === 'object' && event !== null && 'type' in event && event.type === RRWEB_EVENT.fullSnapshot) {
        started = true;
        queueMicrotask(begin);
      }
    },
    maskInputOptions: MASKED_INPUTS,
    maskInputFn: maskTypedValue,
    maskTextSelector: MASKED_TEXT_SELECTOR,
    maskTextFn: maskPageText,
    slimDOMOptions: 'all',
    // Linked stylesheets go in as their files' texts (watchLinkedStylesheets), not rule by rule here.
    inlineStylesheet: false,
    sampling: { mousemove: false, scroll: 250, input: 'last' },
    // A full snapshot every five minutes: a replay can start near any moment without the whole session.
    checkoutEveryNms: 5 * 60 * 1000,
    // Snapshots in slices: however large the page, the recorder never holds the main thread long.
    fullSnapshotSliceMs: SNAPSHOT_SLICE_MS,
  };
  const stopRecord = record(options);
  setCurrentRecording(recording.id);
  const leave = () => {
    uploader.leave();
    keepSeq();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    stopRecord?.();
    stopStylesheets();
    setMomentSink(undefined);
    setCurrentRecording(undefined);
    removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', onVisibility);
    uploader.cut();
    uploader.stop();
    keepSeq();
  };
}
