import type { createBuyerLink, resolveBuyerLink } from '../../../../schema/api/buyer-link';
import type { CallHandler } from '../../../app/call-handler';
import { notFound } from '../../../app/not-found';
import { assertNever } from '../../../../shared/assert-never';
import { ORDER_MESSAGES } from '../../../../shared/messages/order';
import type { OrderStatus } from '../order-status';
import { findOrder, requireOrder } from '../store/find-order';
import { mintBuyerLink, openBuyerLink } from './buyer-links';

/** Where a link's order goes on: an order awaiting payment to the cashier, a paid one to its result. */
function nextOf(status: OrderStatus): 'pay' | 'result' | 'detail' {
  switch (status) {
    case 'submitted':
    case 'paying':
      return 'pay';
    case 'processing':
    case 'success':
    case 'failed':
      return 'result';
    case 'draft':
    case 'closed':
      return 'detail';
    default:
      return assertNever(status);
  }
}

/**
 * createBuyerLink: a link token for an order this browser may open (its own by plain number, or any
 * by its encryptOrderNo). Others' orders answer 订单不存在, as everywhere.
 */
export const handleCreateBuyerLink: CallHandler<typeof createBuyerLink> = async ({ body, tenant, app }) => {
  const row = await requireOrder(app.db, app, tenant, body);
  const { token, expiresAt } = await mintBuyerLink(app.db, tenant, row.order_no, app.now());
  return { success: true, code: 0, result: { token, expiresAt: expiresAt.getTime() } };
};

/**
 * resolveBuyerLink: opens a live link of the caller's tenant. The order becomes this browser's to name
 * by its plain number (the buyer cookie's grant), and the reply says where to go on. A token never
 * issued, expired, of another tenant, or whose order is gone is refused with one message, so trying
 * tokens tells nothing; the route is rate-limited per address besides.
 */
export const handleResolveBuyerLink: CallHandler<typeof resolveBuyerLink> = async ({ body, tenant, app }) => {
  const orderNo = await openBuyerLink(app.db, tenant, body.token, app.now());
  if (!orderNo) throw notFound(ORDER_MESSAGES.linkExpired);
  app.orderAccess?.grant(tenant, orderNo);
  const row = await findOrder(app.db, app, tenant, { orderNo });
  if (!row) throw notFound(ORDER_MESSAGES.linkExpired);
  return { success: true, code: 0, result: { orderNo: row.order_no, ...(row.promotion_id ? { promotionId: row.promotion_id } : {}), next: nextOf(row.status) } };
};
