import type { AppContext } from '../../../app/app-context';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { newCheckNo, newPayApplyNo } from '../store/order-numbers';
import type { OrderRow } from '../store/order-row';
import { transitionOrder } from '../store/transition-order';
import { recordPayment } from './record-payment';
import { requirePayableNow } from './require-payable';

/** A pending payment application, as a cashier is asked to collect it. */
export interface PaymentApplication {
  readonly payApplyNo: string;
  readonly checkNo: string;
  /** The order's first premium, fen. */
  readonly amount: number;
  readonly now: Date;
}

/**
 * Opens a payment application for an order locked by the caller (FOR UPDATE), for any cashier: a new
 * application for the order's first premium, superseding any earlier unpaid one so the order can be
 * paid only once, and moving a submitted order to paying. A draft, a paid, a closed or an overdue
 * order is refused (409).
 */
export async function openPaymentApplication(
  tx: Queryable,
  app: AppContext,
  row: OrderRow,
  cashier: { readonly paymentSource: string; readonly returnUrl: string },
): Promise<PaymentApplication> {
  requirePayableNow(row, app);
  const now = app.now();
  const application = { payApplyNo: newPayApplyNo(now), checkNo: newCheckNo(), amount: row.initial_premium ?? 0, now };
  await recordPayment(tx, {
    ...application,
    tenant: row.tenant_code,
    orderNo: row.order_no,
    paymentSource: cashier.paymentSource,
    returnUrl: cashier.returnUrl,
    status: 'pending',
  });
  if (row.status === 'submitted') await transitionOrder(tx, row, 'paying', now, ORDER_MESSAGES.alreadyPaid);
  return application;
}
