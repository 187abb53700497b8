import type { RecordingMoment } from '../../shared/recording/recording-moment';

type MomentSink = (moment: RecordingMoment) => void;

/** Moments kept while no recorder runs yet: a page reloaded mid-sale starts recording only once idle. */
const EARLY_MOMENTS_KEPT = 50;

let sink: MomentSink | undefined;
let early: RecordingMoment[] = [];

/**
 * Where moments go while a recording runs (set by the recorder; undefined again when it stops). The
 * moments noted before it started on this page (a box ticked in the first seconds after coming back
 * from a clause) go in first, as it starts.
 */
export function setMomentSink(next: MomentSink | undefined): void {
  sink = next;
  if (!next) return;
  const waiting = early;
  early = [];
  for (const moment of waiting) next(moment);
}

/**
 * Notes a key moment in the recording if one runs, or keeps it (the last 50) for a recording that may
 * start on this page; a page that never records (preview, recording off) only ever holds them in memory.
 */
export function recordMoment(moment: RecordingMoment): void {
  if (sink) sink(moment);
  else early = [...early.slice(1 - EARLY_MOMENTS_KEPT), moment];
}
