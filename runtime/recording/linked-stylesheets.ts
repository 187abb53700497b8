import type { RecordedStylesheet } from '../../shared/recording/recorded-stylesheets';

/** A same-origin stylesheet link the recording has not taken the text of. */
function stylesheetAddress(node: Node, taken: ReadonlySet<string>): string | undefined {
  if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet' || !node.href) return undefined;
  if (new URL(node.href).origin !== location.origin || taken.has(node.href)) return undefined;
  return node.href;
}

/**
 * Hands `add` the text of every stylesheet the page links, now and as blocks link more, once per
 * address: read from the browser's cache, off the main thread, instead of rrweb serialising each rule
 * in its start task. A sheet that cannot be read is tried again the next time it is linked. Returns
 * a function that stops watching.
 */
export function watchLinkedStylesheets(add: (sheet: RecordedStylesheet) => void): () => void {
  const taken = new Set<string>();
  const take = (node: Node) => {
    const href = stylesheetAddress(node, taken);
    if (!href) return;
    taken.add(href);
    void fetch(href, { credentials: 'same-origin', cache: 'force-cache' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((cssText) => add({ href, cssText }))
      .catch(() => taken.delete(href));
  };
  document.querySelectorAll('link[rel="stylesheet"]').forEach(take);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(take);
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}
