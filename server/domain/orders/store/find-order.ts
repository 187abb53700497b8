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
 * number is, in either field (links carry the token, the app's state the plain number). With
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
  const given = [ref.orderNo, ref.encryptOrderNo].map((value) => value?.trim() ?? '').find((value) => value !== '');
  if (!given) return undefined;
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  if (looksLikeToken(given)) {
    const tokenId = readTokenId(app.config.orderTokenSecret, tenant, given);
    if (!tokenId) return undefined;
    const found = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_code = $1 AND token_id = $2${lock}`, [tenant, tokenId]);
    return found.rows[0] && openOrderRow(found.rows[0], app.pii);
  }
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
