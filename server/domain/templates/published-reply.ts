import { PreparedReply } from '../../app/prepared-reply';
import { cachedCatalogue } from '../../catalogue/watch-catalogue';
import type { Queryable } from '../../db/database';
import { cachedPublishedTemplate } from './published-template';

/**
 * How long a published template may be kept: a shared cache (a CDN) may serve it for 10 seconds, a
 * browser asks again each time and gets 304 while its entity tag still names it. A publish therefore
 * reaches buyers behind a CDN within 10 seconds, and buyers reaching the servers at once.
 */
export const PUBLISHED_TEMPLATE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/** The reply queryGoodsTemplateConfig gives for a template found: the envelope the contract describes. */
export interface PublishedEnvelope {
  readonly success: true;
  readonly code: 0;
  readonly result: unknown;
}

/**
 * The published template of a promotion as a reply ready to send: read, upgraded to the current
 * format, serialised by the call's reply schema (`serialize`) and compressed once, then kept in
 * memory until the catalogue changes (a publish, a rollback, a promotion or goods edit, on any
 * instance). Undefined, and not kept, when the promotion has no published template.
 */
export function publishedTemplateReply(
  db: Queryable,
  tenant: string,
  promotionId: string,
  serialize: (envelope: PublishedEnvelope) => string,
): Promise<PreparedReply | undefined> {
  return cachedCatalogue(
    db,
    `published:${tenant}:${promotionId}`,
    async () => {
      const template = await cachedPublishedTemplate(db, tenant, promotionId);
      return template ? new PreparedReply(serialize({ success: true, code: 0, result: template }), PUBLISHED_TEMPLATE_CACHE_CONTROL) : undefined;
    },
    (found) => found !== undefined,
  );
}
