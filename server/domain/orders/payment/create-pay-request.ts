import { MOCK_ORDER_PAYMENT_SOURCE } from '../../../../shared/constants';
import type { AppContext } from '../../../app/app-context';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { newCheckNo, newPayApplyNo } from '../store/order-numbers';
import type { OrderRow } from '../store/order-row';
import { transitionOrder } from '../store/transition-order';
import { appLink } from './app-links';
import { MOCK_CASHIER_PATH } from './pay-constants';
import { paySign } from './pay-sign';
import { requirePayable } from './require-payable';
import { recordPayment } from './record-payment';

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
  requirePayable(row.status);
  const now = app.now();
  const payApplyNo = newPayApplyNo(now);
  const checkNo = newCheckNo();
  await recordPayment(tx, {
    payApplyNo,
    tenant: row.tenant_code,
    orderNo: row.order_no,
    checkNo,
    amount: row.initial_premium ?? 0,
    paymentSource: MOCK_ORDER_PAYMENT_SOURCE,
    returnUrl,
    status: 'pending',
    now,
  });
  if (row.status === 'submitted') await transitionOrder(tx, row, 'paying', now, ORDER_MESSAGES.alreadyPaid);
  const timeStamp = String(now.getTime());
  const sign = paySign({ checkNo, payApplyNo, timeStamp }, app.config.paySignSecret);
  const url = appLink(MOCK_CASHIER_PATH, row.tenant_code, { payApplyNo, timeStamp, sign, checkNo });
  return { checkNo, payApplyNo, timeStamp, sign, url };
}
