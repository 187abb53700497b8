import { TOAST_QUEUE_INTERVAL_MS } from '../../shared/constants';

/** Schedules a callback after a delay; injectable so the queue is testable without real time. */
export type Schedule = (callback: () => void, ms: number) => void;

/** A queue of buyer-facing messages: shown one after another, `interval` ms each, never twice at once. */
export interface ToastQueue {
  push(message: string): void;
}

/**
 * Spec section 8: server messages are toasted in a queue, 2 seconds each, without duplicates. A
 * message equal to the one showing or to one waiting is dropped; once shown it may come again.
 */
export function createToastQueue(show: (message: string) => void, schedule: Schedule = (callback, ms) => void setTimeout(callback, ms), interval = TOAST_QUEUE_INTERVAL_MS): ToastQueue {
  const waiting: string[] = [];
  let showing: string | undefined;
  const next = (): void => {
    showing = waiting.shift();
    if (showing === undefined) return;
    show(showing);
    schedule(next, interval);
  };
  return {
    push(message) {
      const text = message.trim();
      if (text === '' || text === showing || waiting.includes(text)) return;
      waiting.push(text);
      if (showing === undefined) next();
    },
  };
}
