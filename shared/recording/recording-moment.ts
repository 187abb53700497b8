import { RRWEB_EVENT } from './rrweb-event-types';

/**
 * The key moments of a sale that compliance looks for in a recording, written into it as rrweb custom
 * events beside what rrweb sees: product terms shown, a notice read to its end (and for how long), a box
 * ticked, a health-notice question answered and the notice confirmed, the SMS code verified, a signature
 * drawn (with the address of its image, the evidence), the order confirmed, payment started.
 */
export type RecordingMoment =
  | { readonly kind: 'terms-shown'; readonly title: string }
  | { readonly kind: 'notice-read'; readonly title: string; readonly seconds: number }
  | { readonly kind: 'box-ticked'; readonly label: string; readonly ticked: boolean }
  | { readonly kind: 'notice-answered'; readonly question: string; readonly answer: string }
  | { readonly kind: 'notice-confirmed'; readonly button: string }
  | { readonly kind: 'sms-verified' }
  | { readonly kind: 'signature-drawn'; readonly who: string; readonly image?: string }
  | { readonly kind: 'order-confirmed'; readonly orderNo?: string }
  | { readonly kind: 'payment-started'; readonly orderNo?: string };

export type RecordingMomentKind = RecordingMoment['kind'];

/** The custom-event tag moments carry in a recording. */
export const MOMENT_TAG = 'insure-moment';

const KINDS: ReadonlySet<string> = new Set<RecordingMomentKind>([
  'terms-shown',
  'notice-read',
  'box-ticked',
  'notice-answered',
  'notice-confirmed',
  'sms-verified',
  'signature-drawn',
  'order-confirmed',
  'payment-started',
]);

/** A moment found in a recording, and when: milliseconds after the recording's first event. */
export interface FoundMoment {
  readonly offsetMs: number;
  readonly moment: RecordingMoment;
}

/** The key moments of a recording's events, in order; anything else (or a malformed moment) is skipped. */
export function momentsOf(events: readonly unknown[]): FoundMoment[] {
  const first = events.find((event): event is { timestamp: number } => typeof (event as { timestamp?: unknown } | null)?.timestamp === 'number');
  if (!first) return [];
  return events.flatMap((event) => {
    const custom = event as { type?: unknown; timestamp?: unknown; data?: { tag?: unknown; payload?: unknown } } | null;
    if (custom?.type !== RRWEB_EVENT.custom || custom.data?.tag !== MOMENT_TAG || typeof custom.timestamp !== 'number') return [];
    const payload = custom.data.payload as { kind?: unknown } | null | undefined;
    if (typeof payload?.kind !== 'string' || !KINDS.has(payload.kind)) return [];
    return [{ offsetMs: custom.timestamp - first.timestamp, moment: payload as RecordingMoment }];
  });
}
