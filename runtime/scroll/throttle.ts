/** A throttled function, with a way to drop the call it still owes. */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at once, then at most once every `ms` while calls keep coming; a call inside the window
 * is made at its end, so the last state (where a scroll stopped) is always seen.
 */
export function throttle(fn: () => void, ms: number): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, wait);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
