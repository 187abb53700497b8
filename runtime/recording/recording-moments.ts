import type { RecordingMoment } from '../../shared/recording/recording-moment';

type MomentSink = (moment: RecordingMoment) => void;

let sink: MomentSink | undefined;

/** Where moments go while a recording runs (set by the recorder; undefined again when it stops). */
export function setMomentSink(next: MomentSink | undefined): void {
  sink = next;
}

/** Notes a key moment in the recording if one is running; nothing otherwise (preview, recording off). */
export function recordMoment(moment: RecordingMoment): void {
  sink?.(moment);
}
