import type { FastifyReply } from 'fastify';
import type { queryGoodsTemplateConfig } from '../../../schema/api/goods-template';
import type { CallResponse } from '../../../schema/api/define-call';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
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

/** The contract's reply to queryGoodsTemplateConfig. */
type TemplateQueryReply = CallResponse<typeof queryGoodsTemplateConfig>;

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
  serialize: (envelope: TemplateQueryReply) => string,
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

/**
 * The answer to the template query, by POST (the contract) or GET (its cacheable form) alike: the
 * prepared reply, serialised by the route's own reply schema, or the contract's empty result
 * (未查找到模板数据) when the promotion shows no published template.
 */
export async function answerTemplateQuery(db: Queryable, tenant: string, promotionId: string, reply: FastifyReply): Promise<PreparedReply | TemplateQueryReply> {
  const prepared = await publishedTemplateReply(db, tenant, promotionId, (envelope) => reply.serialize(envelope) as string);
  return prepared ?? { success: true, code: 0, message: FLOW_MESSAGES.templateNotFound };
}
