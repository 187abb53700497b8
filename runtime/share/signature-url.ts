/** What decides the address WeChat checks a JS-SDK signature against. */
export interface SignatureUrlInput {
  readonly userAgent: string;
  /** The address the page was first loaded at, before any in-app navigation. */
  readonly landingUrl: string;
  readonly currentUrl: string;
}

/**
 * The address to sign, without its `#` part. WeChat on iOS keeps checking against the address the
 * web view first loaded, however the single-page app has changed it since with pushState; other
 * clients check the current address.
 */
export function signatureUrl({ userAgent, landingUrl, currentUrl }: SignatureUrlInput): string {
  const url = /iPhone|iPad|iPod/i.test(userAgent) ? landingUrl : currentUrl;
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * The address the document was loaded at: the navigation entry keeps it even after pushState, so it
 * need not be remembered at start-up. Falls back to the current address where the entry is missing.
 */
export function landingUrl(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name || window.location.href;
}
