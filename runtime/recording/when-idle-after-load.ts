/** How long an idle moment is waited for before the work runs anyway. */
const IDLE_WAIT_MS = 3_000;

/**
 * Runs `work` once the page has loaded and then the main thread is idle (or after three seconds of
 * waiting for that): work that must not cost the first page anything, neither its downloads nor a task
 * in the way of its first paint and first taps.
 */
export function whenIdleAfterLoad(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: IDLE_WAIT_MS });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
