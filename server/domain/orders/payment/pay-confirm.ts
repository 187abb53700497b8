import type { payConfirm } from '../../../../schema/api/payment';
import { SMS_CODE_LENGTH } from '../../../../shared/constants';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation';
import type { CallHandler } from '../../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { enqueueIssueJob } from '../jobs/enqueue-issue-job';
import { ORDER_MESSAGES } from '../order-messages';
import { isPaid } from '../order-status';
import { checkSmsCode } from '../sms/check-sms-code';
import { newCheckNo, newPayApplyNo } from '../store/order-numbers';
import { requireOrder } from '../store/find-order';
import type { OrderRow } from '../store/order-row';
import { sealedJson } from '../store/order-pii';
import { transitionOrder } from '../store/transition-order';
import { resultLink } from './app-links';
import { completePaymentInfo } from './complete-payment-info';
import { jumpToUrlAction, pageActionReply } from '../page-actions';
import { BANK_DEBIT_PAYMENT_SOURCE } from './pay-constants';
import { recordPayment } from './record-payment';
import { requirePayableNow } from './require-payable';

/**
 * payConfirm: the simulated bank debit. The payment SMS code (sent with the payment form of
 * sendValidateCode for this order) is checked and consumed first, in its own committed transaction so
 * wrong tries count; then, with the order locked, the debit is recorded with the bank details the code
 * was sent for (or, failing those, the body's), the order moves to processing and its issuing job is
 * queued. The reply sends the app to the result page; confirming a paid order again does just that.
 * A closed order, or one past its unpaid deadline, is refused (409, 订单已超时关闭，请重新投保).
 */
export const handlePayConfirm: CallHandler<typeof payConfirm> = async ({ body, tenant, app }) => {
  const current = await requireOrder(app.db, app, tenant, body);
  const toResult = (row: OrderRow) => pageActionReply([jumpToUrlAction(resultLink(app, row))], ORDER_MESSAGES.paid);
  if (isPaid(current.status)) return toResult(current);
  requirePayableNow(current, app);
  if (!body.validateCode) throw new DomainError(ERROR_CODES.badRequest, VALIDATION_MESSAGES.smsCodeFormat(SMS_CODE_LENGTH), 400);
  const validateCode = body.validateCode;
  const check = await app.db.transaction((tx) =>
    checkSmsCode(tx, app, { tenant, businessType: 'identityValidate', orderNo: current.order_no }, validateCode),
  );
  if (!check.ok) throw new DomainError(ERROR_CODES.badRequest, check.message, 400);
  const payment = completePaymentInfo(check.payment ?? body.payment);
  if (!payment) throw new DomainError(ERROR_CODES.badRequest, VALIDATION_MESSAGES.paymentInfoIncomplete, 400);
  return app.db.transaction(async (tx) => {
    const row = await requireOrder(tx, app, tenant, { orderNo: current.order_no }, { forUpdate: true });
    if (isPaid(row.status)) return toResult(row);
    requirePayableNow(row, app);
    const now = app.now();
    await recordPayment(tx, {
      payApplyNo: newPayApplyNo(now),
      tenant,
      orderNo: row.order_no,
      checkNo: newCheckNo(),
      amount: row.initial_premium ?? 0,
      paymentSource: BANK_DEBIT_PAYMENT_SOURCE,
      returnUrl: resultLink(app, row),
      status: 'paid',
      now,
    });
    await tx.query(`UPDATE orders SET payload = payload || jsonb_build_object('payment', $3::jsonb) WHERE tenant_code = $1 AND order_no = $2`, [
      tenant,
      row.order_no,
      sealedJson(payment, app.pii),
    ]);
    await transitionOrder(tx, row, 'processing', now, ORDER_MESSAGES.alreadyPaid, { paid_at: now });
    await enqueueIssueJob(tx, tenant, row.order_no, now);
    return toResult(row);
  });
};
