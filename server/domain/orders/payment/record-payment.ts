import type { Queryable } from '../../../db/database';

/** A payment application of an order: pending until the cashier pays it, or paid at once (bank debit). */
export interface NewPayment {
  readonly payApplyNo: string;
  readonly tenant: string;
  readonly orderNo: string;
  readonly checkNo: string;
  readonly amount: number;
  readonly paymentSource: string;
  readonly returnUrl: string;
  readonly status: 'pending' | 'paid';
  readonly now: Date;
}

/**
 * Records a payment application of an order locked by the caller, first superseding any earlier one
 * still pending, so that an order has at most one application that can still be paid.
 */
export async function recordPayment(tx: Queryable, payment: NewPayment): Promise<void> {
  await tx.query(`UPDATE order_payments SET status = 'superseded' WHERE tenant_code = $1 AND order_no = $2 AND status = 'pending'`, [
    payment.tenant,
    payment.orderNo,
  ]);
  await tx.query(
    `INSERT INTO order_payments (pay_apply_no, tenant_code, order_no, check_no, amount, payment_source, return_url, status, created_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      payment.payApplyNo,
      payment.tenant,
      payment.orderNo,
      payment.checkNo,
      payment.amount,
      payment.paymentSource,
      payment.returnUrl,
      payment.status,
      payment.now,
      payment.status === 'paid' ? payment.now : null,
    ],
  );
}
