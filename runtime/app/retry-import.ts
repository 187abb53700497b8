/** Pause before the one retry of a chunk that failed to arrive. */
const RETRY_DELAY_MS = 1000;

/**
 * Wraps a dynamic import so that a failed load is tried once more after a second: a phone on a weak
 * network drops a request now and then, and a buyer should not get an error screen for one lost
 * packet. A second failure is passed on (to the module's or the page's error boundary).
 */
export function retryImport<T>(load: () => Promise<T>, delayMs = RETRY_DELAY_MS): () => Promise<T> {
  return () =>
    load().catch(
      () =>
        new Promise<T>((resolve, reject) => {
          setTimeout(() => load().then(resolve, reject), delayMs);
        }),
    );
}
