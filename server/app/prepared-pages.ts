import { PreparedReply } from './prepared-reply';

/** Pages one instance keeps prepared: a few per promotion page; past this it starts over. */
export const PREPARED_PAGES_MAX_ENTRIES = 500;

/**
 * HTML pages prepared once and sent as they are (see PreparedReply): compressed once, with a strong
 * entity tag naming their bytes, `cache-control: no-cache` (a browser or a CDN asks again every time
 * and gets 304 while the tag still names the page). Kept by their content, so a page changes with
 * what it is made of (a publish changes a promotion's banner or description, the catalogue forgets
 * its template, the next page made differs) with nothing to forget, and an address nothing published
 * stands behind adds no page of its own.
 */
export class PreparedPages {
  private pages = new Map<string, PreparedReply>();

  /** The prepared reply of `html`. */
  get(html: string): PreparedReply {
    const kept = this.pages.get(html);
    if (kept) return kept;
    if (this.pages.size >= PREPARED_PAGES_MAX_ENTRIES) this.pages = new Map();
    const prepared = new PreparedReply(html, 'no-cache', { contentType: 'text/html; charset=utf-8', vary: 'accept-encoding' });
    this.pages.set(html, prepared);
    return prepared;
  }
}
