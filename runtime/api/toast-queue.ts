import { TOAST_QUEUE_INTERVAL_MS } from '../../shared/constants';

/** Schedules a callback after a delay; injectable so the queue is testable without real time. */
export type Schedule = (callback: () => void, ms: number) => void;

/** A queue of buyer-facing messages: shown one after another, `interval` ms each, never twice at once. */
export interface ToastQueue {
  push(message: string): void;
  /** Shows what waited while the queue was held (see `isHeld`). */
  resume(): void;
}

/**
 * Spec section 8: server messages are toasted in a queue, 2 seconds each, without duplicates. A
 * message equal to the one showing or to one waiting is dropped; once shown it may come again. While
 * `isHeld` says so (a notice the buyer must read is open), messages wait rather than cover it, and
 * `resume` shows them once it has closed.
 */
export function createToastQueue(
  show: (message: string) => void,
  schedule: Schedule = (callback, ms) => void setTimeout(callback, ms),
  interval = TOAST_QUEUE_INTERVAL_MS,
  isHeld: () => boolean = () => false,
): ToastQueue {
  const waiting: string[] = [];
  let showing: string | undefined;
  let timerRunning = false;
  const next = (): void => {
    timerRunning = false;
    showing = undefined;
    if (waiting.length === 0 || isHeld()) return;
    showing = waiting.shift();
    if (showing === undefined) return;
    show(showing);
    timerRunning = true;
    schedule(next, interval);
  };
  return {
    push(message) {
      const text = message.trim();
      if (text === '' || text === showing || waiting.includes(text)) return;
      waiting.push(text);
      if (!timerRunning) next();
    },
    resume() {
      if (!timerRunning) next();
    },
  };
}
