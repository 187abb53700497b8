import type { ApiResponses } from '../../schema/api/api-types';
import { shareLinkFromPage } from '../../shared/share/share-link';

/** What a shared link shows: title, description, link and thumbnail (the queryShareInfo result). */
export type ShareContent = NonNullable<ApiResponses['queryShareInfo']['result']>;

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
  const link = shareLinkFromPage(facts.pageUrl);
  if (title === '' || !link) return undefined;
  return { title, desc: facts.description?.trim() || title, link, imgUrl: '' };
}
