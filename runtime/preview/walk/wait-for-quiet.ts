/** How long the page must go without a change to count as settled, and the longest wait, in ms. */
export interface QuietOptions {
  readonly quietMs: number;
  readonly maxMs: number;
  /** Counted as settled only once this holds as well (checked at every change and tick). */
  readonly ready?: () => boolean;
}

/**
 * Resolves once the document has not changed for `quietMs` (and `ready` holds), or after `maxMs`
 * whatever it does: blocks loading lazily, premiums arriving and linkages setting values all change
 * the document, so a quiet document is a page done with what the last step started.
 */
export function waitForQuiet({ quietMs, maxMs, ready = () => true }: QuietOptions): Promise<void> {
  return new Promise((resolve) => {
    let last = performance.now();
    const started = last;
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    // Not styles: a carousel or an animation restyles nodes every frame without changing the page.
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'disabled', 'hidden', 'src', 'value'] });
    const timer = window.setInterval(() => {
      const now = performance.now();
      if (now - started >= maxMs || (now - last >= quietMs && ready())) {
        window.clearInterval(timer);
        observer.disconnect();
        resolve();
      }
    }, 50);
  });
}
