import { randomBytes } from 'node:crypto';
import type { PageAction } from '../../../../schema/entities/page-action';
import type { AppContext } from '../../../app/app-context';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { formSubmitAction } from '../page-actions';
import { resultLink } from '../payment/app-links';
import { openPaymentApplication } from '../payment/open-payment-application';
import { unpaidDeadline } from '../payment/unpaid-deadline';
import type { OrderRow } from '../store/order-row';
import { CASHIER_DEFAULT_DESCRIPTION, CASHIER_NOTIFY_PATH, CASHIER_PAYMENT_SOURCE } from './cashier-constants';
import { APPLICATION_SIGNED_FIELDS, cashierSign } from './cashier-sign';

function epochSeconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000));
}

/**
 * Opens a payment application at the insurer's cashier for an order locked by the caller, and answers
 * the `formSubmit` page action that posts it there. The form carries, signed (see cashierSign, order
 * APPLICATION_SIGNED_FIELDS):
 *
 * - payApplyNo: the merchant order, the application's number;
 * - amount: the first premium in fen;
 * - description: the product name (never the order number or anything personal);
 * - notifyUrl: where the cashier posts its signed notice, `{PUBLIC_ORIGIN}/api/cashier/notify`;
 * - returnUrl: the order's result page, where the cashier sends the buyer back;
 * - expireAt: when the order closes unpaid (epoch seconds), after which the cashier must not take money;
 * - timestamp (epoch seconds) and nonce (32 hex digits);
 * - sign: HMAC-SHA256 hex with CASHIER_SECRET.
 */
export async function cashierApplicationAction(tx: Queryable, app: AppContext, row: OrderRow): Promise<PageAction> {
  const { cashierUrl, cashierSecret, publicOrigin, unpaidOrderMinutes } = app.config;
  if (!cashierUrl || !cashierSecret) throw new DomainError(ERROR_CODES.internal, ORDER_MESSAGES.cashierUnavailable, 503);
  const returnPath = resultLink(app, row);
  const origin = publicOrigin.replace(/\/+$/, '');
  const application = await openPaymentApplication(tx, app, row, { paymentSource: CASHIER_PAYMENT_SOURCE, returnUrl: returnPath });
  const fields: Record<(typeof APPLICATION_SIGNED_FIELDS)[number], string> = {
    payApplyNo: application.payApplyNo,
    amount: String(application.amount),
    description: row.payload.goodsName?.trim() || CASHIER_DEFAULT_DESCRIPTION,
    notifyUrl: `${origin}${CASHIER_NOTIFY_PATH}`,
    returnUrl: `${origin}${returnPath}`,
    expireAt: epochSeconds(unpaidDeadline(row, unpaidOrderMinutes)),
    timestamp: epochSeconds(application.now),
    nonce: randomBytes(16).toString('hex'),
  };
  return formSubmitAction(cashierUrl, { ...fields, sign: cashierSign(APPLICATION_SIGNED_FIELDS, fields, cashierSecret) });
}
