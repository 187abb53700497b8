import { publishedPromotionOf } from '../../shared/query/published-promotion';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import type { Queryable } from '../db/database';
import { cachedPublishedTemplate } from '../domain/templates/published-template';
import { firstScreenBanner, type FirstScreenBanner } from './first-screen';

/**
 * The first screen of a template address (`search` is its query string): the banner of the page it
 * opens in the promotion's published template, read as the app would read the address (its tenant,
 * its mode). None for previews and drafts, whose template the server does not pick.
 */
export async function findFirstScreen(db: Queryable, search: string): Promise<FirstScreenBanner | undefined> {
  const query = readRuntimeQuery(search);
  const promotionId = publishedPromotionOf(query);
  if (!promotionId) return undefined;
  const template = await cachedPublishedTemplate(db, query.tenant, promotionId);
  return template ? firstScreenBanner(template, query.params.page) : undefined;
}
