/**
 * Notices the buyer must read (the supervision popup's 重要提示) hold the toast queue: a message
 * shown over them would cover the text being read and vanish unseen. Each open notice takes a hold;
 * when the last one is released the queue shows what waited.
 */
let holds = 0;
const listeners = new Set<() => void>();

/** Whether a notice the buyer must read is open. */
export function isReadingHeld(): boolean {
  return holds > 0;
}

/** Calls `listener` whenever the last hold is released. */
export function onReadingReleased(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes a hold; the returned function releases it (once). */
export function holdForReading(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) for (const listener of listeners) listener();
  };
}
