import { MOCK_ORDER_PAYMENT_SOURCE } from '../../../../shared/constants';
import type { AppContext } from '../../../app/app-context';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { awaitsPayment } from '../order-status';
import { newCheckNo, newPayApplyNo } from '../store/order-numbers';
import type { OrderRow } from '../store/order-row';
import { transitionOrder } from '../store/transition-order';
import { appLink } from './app-links';
import { MOCK_CASHIER_PATH } from './pay-constants';
import { paySign } from './pay-sign';

/** A signed request to the simulated cashier. */
export interface PayRequest {
  readonly checkNo: string;
  readonly payApplyNo: string;
  readonly timeStamp: string;
  readonly sign: string;
  /** The cashier page with every signed field in its address. */
  readonly url: string;
}

/**
 * Opens a simulated cashier for an order locked by the caller (FOR UPDATE): a new payment
 * application for the order's first premium, superseding any earlier unpaid one so the order can
 * be paid only once, and moving a submitted order to paying. A draft or a paid order is refused.
 */
export async function createPayRequest(tx: Queryable, app: AppContext, row: OrderRow, returnUrl: string): Promise<PayRequest> {
  if (row.status === 'draft') throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.orderNotSubmitted, 409);
  if (!awaitsPayment(row.status)) throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.alreadyPaid, 409);
  const now = app.now();
  await tx.query(`UPDATE order_payments SET status = 'superseded' WHERE tenant_code = $1 AND order_no = $2 AND status = 'pending'`, [
    row.tenant_code,
    row.order_no,
  ]);
  const payApplyNo = newPayApplyNo(now);
  const checkNo = newCheckNo();
  await tx.query(
    `INSERT INTO order_payments (pay_apply_no, tenant_code, order_no, check_no, amount, payment_source, return_url, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
    [payApplyNo, row.tenant_code, row.order_no, checkNo, row.initial_premium ?? 0, MOCK_ORDER_PAYMENT_SOURCE, returnUrl, now],
  );
  if (row.status === 'submitted') await transitionOrder(tx, row, 'paying', now, ORDER_MESSAGES.alreadyPaid);
  const timeStamp = String(now.getTime());
  const sign = paySign({ checkNo, payApplyNo, timeStamp }, app.config.paySignSecret);
  const url = appLink(MOCK_CASHIER_PATH, row.tenant_code, { payApplyNo, timeStamp, sign, checkNo });
  return { checkNo, payApplyNo, timeStamp, sign, url };
}
