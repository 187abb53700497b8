import type { queryQueryPayNextUrl } from '../../../../schema/api/payment';
import { ORDER_MESSAGES as SHARED_ORDER_MESSAGES } from '../../../../shared/messages/order';
import type { CallHandler } from '../../../app/call-handler';
import { isClosed, isPaid } from '../order-status';
import { requireOrder } from '../store/find-order';
import { resultLink } from './app-links';
import { closeUnpaidOrder } from './close-unpaid-order';
import { createPayRequest } from './create-pay-request';
import { payStepAction } from './pay-step-action';
import { isOverdue } from './unpaid-deadline';

/**
 * queryQueryPayNextUrl: where the payment query page sends the buyer. A paid order goes to its result
 * page; a draft is refused (409); a closed order, or one past its unpaid deadline (closed here and
 * now), answers payStatus closed with 订单已超时关闭，请重新投保 and nowhere to go. An unpaid one goes to
 * a cashier with a new payment application superseding the last, so an old link can no longer pay,
 * whose return address is the result page: the mock cashier by its signed address (`nextUrl`), the
 * insurer's by a posted form (`pageActionList` with one formSubmit).
 */
export const handleQueryPayNextUrl: CallHandler<typeof queryQueryPayNextUrl> = async ({ body, tenant, app }) =>
  app.db.transaction(async (tx) => {
    const row = await requireOrder(tx, app, tenant, body, { forUpdate: true });
    if (isPaid(row.status)) {
      return { success: true, code: 0, result: { orderNo: row.order_no, payStatus: 'paid' as const, nextUrl: resultLink(app, row) } };
    }
    const now = app.now();
    if (isClosed(row.status) || isOverdue(row, app.config.unpaidOrderMinutes, now)) {
      if (!isClosed(row.status)) await closeUnpaidOrder(tx, row, now);
      return { success: true, code: 0, message: SHARED_ORDER_MESSAGES.orderClosed, result: { orderNo: row.order_no, payStatus: 'closed' as const } };
    }
    const payStatus = row.status === 'paying' ? ('paying' as const) : ('unpaid' as const);
    if (!app.config.mockCashier) {
      return { success: true, code: 0, result: { orderNo: row.order_no, payStatus, pageActionList: [await payStepAction(tx, app, row)] } };
    }
    const request = await createPayRequest(tx, app, row, resultLink(app, row));
    return { success: true, code: 0, result: { orderNo: row.order_no, payStatus, nextUrl: request.url } };
  });
