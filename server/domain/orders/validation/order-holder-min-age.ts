import type { Order } from '../../../../schema/entities/order';
import { holderMinAge } from '../../../../shared/pages/holder-min-age';
import type { Queryable } from '../../../db/database';
import { cachedPublishedTemplate } from '../../templates/published-template';

/**
 * The youngest a person holder of an order may be: the minHolderAge of its promotion's published
 * template, or the default (full civil capacity) when the order names no promotion or the tenant
 * publishes none under that id, so a made-up promotion id cannot lower it.
 */
export async function orderHolderMinAge(db: Queryable, tenant: string, order: Pick<Order, 'promotionId'>): Promise<number> {
  const template = order.promotionId ? await cachedPublishedTemplate(db, tenant, order.promotionId) : undefined;
  return holderMinAge(template);
}
