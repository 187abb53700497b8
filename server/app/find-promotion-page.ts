import { publishedPromotionOf } from '../../shared/query/published-promotion';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import type { Queryable } from '../db/database';
import { cachedPublishedTemplate } from '../domain/templates/published-template';
import { firstScreenBanner, type FirstScreenBanner } from './first-screen';
import type { PageHead } from './page-head';
import { promotionHead } from './promotion-head';

/** What the server writes into the HTML of a promotion's address: its head, and the banner it opens with. */
export interface PromotionPage {
  readonly head: PageHead;
  readonly banner?: FirstScreenBanner;
}

/**
 * The page of a template address (`search` is its query string) in the promotion's published
 * template, read as the app would read the address (its tenant, its mode) from the catalogue kept in
 * memory: the head describing the product and the banner of the page it opens. None for previews and
 * drafts, whose template the server does not pick, nor for a promotion the tenant does not have.
 */
export async function findPromotionPage(db: Queryable, search: string): Promise<PromotionPage | undefined> {
  const query = readRuntimeQuery(search);
  const promotionId = publishedPromotionOf(query);
  if (!promotionId) return undefined;
  const template = await cachedPublishedTemplate(db, query.tenant, promotionId);
  if (!template) return undefined;
  const banner = firstScreenBanner(template, query.params.page);
  return { head: promotionHead(template, query.params.page), ...(banner ? { banner } : {}) };
}
