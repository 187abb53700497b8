/** What the page is held in: a phone, a tablet, or a desktop (or laptop) computer. */
export type DeviceKind = 'phone' | 'tablet' | 'desktop';

/** What the device is told from. */
export interface DeviceSignals {
  readonly userAgent: string;
  /** `navigator.maxTouchPoints`; 0 when unknown. */
  readonly maxTouchPoints: number;
}

/**
 * The kind of device. Tablets are told apart from phones because they are no desktop either: the
 * buyer holds them, so they need no hand-over to a phone. An iPad asking for desktop sites says
 * `Macintosh`, and only a Mac with a touch screen is one, which Macs do not have.
 */
export function detectDevice({ userAgent, maxTouchPoints }: DeviceSignals): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk/i.test(userAgent)) return 'tablet';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  if (/iPhone|iPod|Windows Phone|Mobile|OpenHarmony|HarmonyOS/i.test(userAgent)) return 'phone';
  // Android phones say "Mobile"; an Android browser without it is a tablet's.
  if (/Android/i.test(userAgent)) return 'tablet';
  return 'desktop';
}
