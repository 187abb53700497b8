import type { AppContext } from '../../../app/app-context';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { enqueueIssueJob } from '../jobs/enqueue-issue-job';
import { ORDER_MESSAGES } from '../order-messages';
import { isClosed } from '../order-status';
import { isOverdue } from '../payment/unpaid-deadline';
import { requireOrder } from '../store/find-order';
import { transitionOrder } from '../store/transition-order';
import { CASHIER_PAYMENT_SOURCE, CASHIER_TIMESTAMP_TOLERANCE_S } from './cashier-constants';
import type { CashierNotice } from './cashier-notice-schema';
import { NOTICE_SIGNED_FIELDS, isValidCashierSign } from './cashier-sign';


interface ApplicationRow {
  readonly tenant_code: string;
  readonly order_no: string;
  readonly amount: string | number;
  readonly status: 'pending' | 'paid' | 'superseded';
  readonly payment_source: string;
}

/** What the cashier is told: the notice was taken (HTTP 200). Refusals are 400 with the reason. */
export interface NoticeAnswer {
  readonly success: true;
  readonly code: 0;
  readonly message: string;
}

function refuse(message: string): DomainError {
  return new DomainError(ERROR_CODES.badRequest, message, 400);
}

const ACCEPTED: NoticeAnswer = { success: true, code: 0, message: ORDER_MESSAGES.noticeAccepted };

/**
 * Takes a payment notice of the insurer's cashier, checked as WeChat Pay checks its callbacks: the
 * signature first (HMAC-SHA256 with CASHIER_SECRET over NOTICE_SIGNED_FIELDS, constant-time), then the
 * timestamp (±300 s), then, with the order and its application locked in that order (as every payment
 * locks them), the application (unknown, not the cashier's, superseded), the order (closed unpaid), the
 * nonce (never seen) and the amount (the application's). Each refusal is a 400 that changes nothing.
 *
 * A `paid` notice for an application already paid answers success and does nothing (the cashier
 * repeats a notice until it hears success). A valid `failed` notice changes nothing but its nonce:
 * the buyer may pay again. A valid `paid` notice pays exactly as the mock cashier does: the application
 * is marked paid, the order moves to processing and its issuing job is queued, in one transaction.
 */
export async function takeCashierNotice(app: AppContext, notice: CashierNotice): Promise<NoticeAnswer> {
  const secret = app.config.cashierSecret;
  if (!secret || !isValidCashierSign(NOTICE_SIGNED_FIELDS, notice, notice.sign, secret)) throw refuse(ORDER_MESSAGES.badNoticeSign);
  const now = app.now();
  if (Math.abs(now.getTime() / 1000 - Number(notice.timestamp)) > CASHIER_TIMESTAMP_TOLERANCE_S) throw refuse(ORDER_MESSAGES.noticeExpired);
  return app.db.transaction(async (tx) => {
    const found = await tx.query<{ tenant_code: string; order_no: string }>('SELECT tenant_code, order_no FROM order_payments WHERE pay_apply_no = $1', [notice.payApplyNo]);
    const owner = found.rows[0];
    if (!owner) throw refuse(ORDER_MESSAGES.payRequestNotFound);
    const order = await requireOrder(tx, app, owner.tenant_code, { orderNo: owner.order_no }, { forUpdate: true });
    const application = (
      await tx.query<ApplicationRow>('SELECT tenant_code, order_no, amount, status, payment_source FROM order_payments WHERE pay_apply_no = $1 FOR UPDATE', [notice.payApplyNo])
    ).rows[0];
    if (!application || application.payment_source !== CASHIER_PAYMENT_SOURCE) throw refuse(ORDER_MESSAGES.payRequestNotFound);
    const amountMatches = String(application.amount) === notice.amount;
    if (application.status === 'paid' && notice.status === 'paid' && amountMatches) return ACCEPTED;
    if (isClosed(order.status) || isOverdue(order, app.config.unpaidOrderMinutes, now)) {
      // Money taken for an order closed unpaid: nothing is issued for it, and the insurer's cashier,
      // hearing the refusal, refunds the buyer. Logged so the refund can be followed up.
      app.log.warn({ payApplyNo: notice.payApplyNo, orderNo: order.order_no, noticeStatus: notice.status }, 'cashier notice for a closed order refused');
      throw refuse(ORDER_MESSAGES.noticeOrderClosed);
    }
    if (application.status !== 'pending') throw refuse(ORDER_MESSAGES.payRequestSuperseded);
    const fresh = await tx.query('INSERT INTO cashier_notice_nonces (nonce, pay_apply_no, seen_at) VALUES ($1, $2, $3) ON CONFLICT (nonce) DO NOTHING', [
      notice.nonce,
      notice.payApplyNo,
      now,
    ]);
    if (fresh.rowCount !== 1) throw refuse(ORDER_MESSAGES.noticeReplayed);
    if (!amountMatches) throw refuse(ORDER_MESSAGES.noticeAmountMismatch);
    if (notice.status === 'failed') {
      app.log.info({ payApplyNo: notice.payApplyNo, orderNo: order.order_no }, 'cashier reports a failed payment');
      return ACCEPTED;
    }
    await transitionOrder(tx, order, 'processing', now, ORDER_MESSAGES.alreadyPaid, { paid_at: now });
    await tx.query(`UPDATE order_payments SET status = 'paid', paid_at = $2 WHERE pay_apply_no = $1`, [notice.payApplyNo, now]);
    await enqueueIssueJob(tx, order.tenant_code, order.order_no, now);
    return ACCEPTED;
  });
}
