import type { AppContext } from '../../../app/app-context';
import { requireFound } from '../../../app/not-found';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { openOrderRow } from './order-pii';
import { ORDER_COLUMNS, type OrderRow } from './order-row';
import { looksLikeToken, readTokenId } from './order-token';

/** How a request names an order: the plain number, the opaque token, or either in either field. */
export interface OrderRef {
  readonly orderNo?: string | undefined;
  readonly encryptOrderNo?: string | undefined;
}

/**
 * The tenant's order a request names, or undefined. `encryptOrderNo` is accepted wherever an order
 * number is, in either field (links carry the token, the app's state the plain number). In a buyer
 * call the plain number names only an order `app.orderAccess` allows, and naming one by its token
 * grants it to the caller (see OrderAccess). With
 * `forUpdate` the row is locked until the caller's transaction ends, which is how every transition
 * of the state machine is serialized.
 */
export async function findOrder(
  db: Queryable,
  app: AppContext,
  tenant: string,
  ref: OrderRef,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const named = [ref.orderNo, ref.encryptOrderNo].map((value) => value?.trim() ?? '').filter((value) => value !== '');
  // The token wins when both are sent: it opens the order for anyone, the plain number only for its buyer.
  const given = named.find(looksLikeToken) ?? named[0];
  if (!given) return undefined;
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  if (looksLikeToken(given)) {
    const tokenId = readTokenId(app.config.orderTokenSecret, tenant, given);
    if (!tokenId) return undefined;
    const found = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_code = $1 AND token_id = $2${lock}`, [tenant, tokenId]);
    if (found.rows[0]) app.orderAccess?.grant(tenant, found.rows[0].order_no);
    return found.rows[0] && openOrderRow(found.rows[0], app.pii);
  }
  // Someone else's plain number answers as a missing order: guessing one reveals nothing.
  if (app.orderAccess && !(await app.orderAccess.mayName(db, tenant, given))) return undefined;
  const found = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_code = $1 AND order_no = $2${lock}`, [tenant, given]);
  return found.rows[0] && openOrderRow(found.rows[0], app.pii);
}

/** Like findOrder, but a missing order is refused with 订单不存在 (404). */
export async function requireOrder(
  db: Queryable,
  app: AppContext,
  tenant: string,
  ref: OrderRef,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow> {
  return requireFound(await findOrder(db, app, tenant, ref, options), ORDER_MESSAGES.orderNotFound);
}
