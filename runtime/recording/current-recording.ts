// Its own module, without the chunk schemas: the first page's code names the header and nothing more.
import { RECORDING_HEADER } from '../../schema/api/recording-header';

let currentId: string | undefined;

/** Names the recording this page is making (undefined when it stops); set by the recorder only. */
export function setCurrentRecording(id: string | undefined): void {
  currentId = id;
}

/** The id of the recording this page is making, undefined when none runs (preview, recording off, not yet started). */
export function currentRecordingId(): string | undefined {
  return currentId;
}

/**
 * The header every call of the API client carries while a recording runs: an order call that creates the
 * order ties the recording to it on the server (tie-named-recording.ts); other calls ignore it. Kept in
 * a module of its own so the first page's code does not pull in the recorder.
 */
export function recordingHeaders(): Readonly<Record<string, string>> {
  return currentId === undefined ? {} : { [RECORDING_HEADER]: currentId };
}
