import type { mockPay } from '../../../../schema/api/mock-pay';
import type { CallHandler } from '../../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { notFound } from '../../../app/not-found';
import { enqueueIssueJob } from '../jobs/enqueue-issue-job';
import { ORDER_MESSAGES } from '../order-messages';
import { requireOrder } from '../store/find-order';
import { transitionOrder } from '../store/transition-order';
import { PAY_TIMESTAMP_TOLERANCE_MS } from './pay-constants';
import { isValidPaySign } from './pay-sign';
import { orderClosedError } from './require-payable';
import { isOverdue } from './unpaid-deadline';
import { isClosed } from '../order-status';

interface PaymentRow {
  readonly order_no: string;
  readonly check_no: string;
  readonly status: 'pending' | 'paid' | 'superseded';
  readonly return_url: string;
}

/**
 * mockpay: the simulated cashier's payment. Refused, changing nothing, when the signature (see
 * `paySign`) is wrong, when the timestamp is more than 300 s from now either way, or when the
 * application was already paid (a replay) or superseded, or when the order was closed unpaid (409,
 * 订单已超时关闭，请重新投保). Otherwise the payment is recorded, the
 * order moves from paying to processing and its issuing job is queued, in one transaction.
 */
export const handleMockPay: CallHandler<typeof mockPay> = async ({ query, tenant, app }) => {
  const fields = { checkNo: query.checkNo, payApplyNo: query.payApplyNo, timeStamp: query.timeStamp };
  if (!isValidPaySign(fields, query.sign, app.config.paySignSecret)) {
    throw new DomainError(ERROR_CODES.badRequest, ORDER_MESSAGES.badPaySign, 400);
  }
  const now = app.now();
  if (Math.abs(now.getTime() - Number(query.timeStamp)) > PAY_TIMESTAMP_TOLERANCE_MS) {
    throw new DomainError(ERROR_CODES.badRequest, ORDER_MESSAGES.payLinkExpired, 400);
  }
  return app.db.transaction(async (tx) => {
    const lookup = await tx.query<PaymentRow>('SELECT order_no FROM order_payments WHERE tenant_code = $1 AND pay_apply_no = $2', [tenant, query.payApplyNo]);
    const orderNo = lookup.rows[0]?.order_no;
    if (!orderNo) throw notFound(ORDER_MESSAGES.payRequestNotFound);
    // The order first, then its payment: the same lock order as a new payment request, so the two never deadlock.
    const order = await requireOrder(tx, app, tenant, { orderNo }, { forUpdate: true });
    // Closed unpaid (its application superseded by the close), or past the deadline the sweep is about to close it at.
    if (isClosed(order.status) || isOverdue(order, app.config.unpaidOrderMinutes, now)) throw orderClosedError();
    const payment = (
      await tx.query<PaymentRow>('SELECT order_no, check_no, status, return_url FROM order_payments WHERE tenant_code = $1 AND pay_apply_no = $2 FOR UPDATE', [
        tenant,
        query.payApplyNo,
      ])
    ).rows[0];
    if (!payment || payment.check_no !== query.checkNo) throw new DomainError(ERROR_CODES.badRequest, ORDER_MESSAGES.badPaySign, 400);
    if (payment.status === 'paid') throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.payRequestReplayed, 409);
    if (payment.status === 'superseded') throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.payRequestSuperseded, 409);
    await transitionOrder(tx, order, 'processing', now, ORDER_MESSAGES.alreadyPaid, { paid_at: now });
    await tx.query(`UPDATE order_payments SET status = 'paid', paid_at = $3 WHERE tenant_code = $1 AND pay_apply_no = $2`, [tenant, query.payApplyNo, now]);
    await enqueueIssueJob(tx, tenant, order.order_no, now);
    return { success: true, code: 0, message: ORDER_MESSAGES.paid, value: { orderNo: order.order_no, payStatus: 'paid' as const, returnUrl: payment.return_url } };
  });
};
