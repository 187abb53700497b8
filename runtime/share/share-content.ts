import type { ApiResponses } from '../../schema/api/api-types';

/** What a shared link shows: title, description, link and thumbnail (the queryShareInfo result). */
export type ShareContent = NonNullable<ApiResponses['queryShareInfo']['result']>;

/**
 * Address parameters that carry one buyer's order, identity or place in the flow. A shared link must
 * not pass them on: whoever opens it would land on the sharer's order. The reference server strips
 * the same list when it answers queryShareInfo; this copy serves when that call fails.
 */
const PERSONAL_PARAMS = ['orderNo', 'encryptOrderNo', 'certNo', 'thirdOrderNo', 'thirdOrderNoType', 'purchaseUserId', 'notify', 'mode', 'page'];

/** The page's address without personal parameters or fragment; undefined for anything but http(s). */
export function shareLinkOf(pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  for (const name of PERSONAL_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}

/** What the page itself knows to share when the server has no share content for it. */
export interface PageShareFacts {
  readonly pageUrl: string;
  /** The page title (its label). */
  readonly title: string;
  /** The goods name, shown as the description. */
  readonly description?: string;
}

/**
 * The share content the page makes up on its own: its title, the goods name, its own link without
 * personal parameters, and no thumbnail (WeChat then shows its default). Undefined when there is no
 * title or the address cannot be shared; WeChat's own default would leak the personal parameters.
 */
export function fallbackShareContent(facts: PageShareFacts): ShareContent | undefined {
  const title = facts.title.trim();
  const link = shareLinkOf(facts.pageUrl);
  if (title === '' || !link) return undefined;
  return { title, desc: facts.description?.trim() || title, link, imgUrl: '' };
}
