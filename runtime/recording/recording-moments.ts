/**
 * The key moments of a sale that compliance looks for in a recording, written into it as typed events
 * beside what rrweb sees: product terms shown, a notice read to its end (and for how long), a box ticked,
 * the SMS code verified, a signature drawn, the order confirmed, payment started.
 */
export type RecordingMoment =
  | { readonly kind: 'terms-shown'; readonly title: string }
  | { readonly kind: 'notice-read'; readonly title: string; readonly seconds: number }
  | { readonly kind: 'box-ticked'; readonly label: string; readonly ticked: boolean }
  | { readonly kind: 'sms-verified' }
  | { readonly kind: 'signature-drawn'; readonly who: string }
  | { readonly kind: 'order-confirmed'; readonly orderNo?: string }
  | { readonly kind: 'payment-started'; readonly orderNo?: string };

/** The custom-event tag moments carry in a recording, read by the replay's timeline. */
export const MOMENT_TAG = 'insure-moment';

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
