import { MOCK_ORDER_PAYMENT_SOURCE } from '../../../../shared/constants';
import type { AppContext } from '../../../app/app-context';
import type { Queryable } from '../../../db/database';
import type { OrderRow } from '../store/order-row';
import { appLink } from './app-links';
import { openPaymentApplication } from './open-payment-application';
import { MOCK_CASHIER_PATH } from './pay-constants';
import { paySign } from './pay-sign';

/** A signed request to the simulated cashier. */
export interface PayRequest {
  readonly checkNo: string;
  readonly payApplyNo: string;
  readonly timeStamp: string;
  readonly sign: string;
  /** What the application collects, fen: the order's first premium (a simulated order's fixed one). */
  readonly amount: number;
  /** The cashier page with every signed field in its address, and the amount it shows. */
  readonly url: string;
}

/**
 * Opens a simulated cashier for an order locked by the caller (FOR UPDATE): a new payment application
 * (see openPaymentApplication) signed for the mock cashier page. The link also carries the amount, as
 * a gateway is told it, so the cashier shows what the order costs rather than the last premium the
 * buyer's tab calculated (a simulated order costs 100 yuan a liability whatever the trial said). It
 * is for display only, outside the signature (whose fields the spec fixes): what is recorded as paid
 * is the application's own amount.
 */
export async function createPayRequest(tx: Queryable, app: AppContext, row: OrderRow, returnUrl: string): Promise<PayRequest> {
  const { payApplyNo, checkNo, amount, now } = await openPaymentApplication(tx, app, row, { paymentSource: MOCK_ORDER_PAYMENT_SOURCE, returnUrl });
  const timeStamp = String(now.getTime());
  const sign = paySign({ checkNo, payApplyNo, timeStamp }, app.config.paySignSecret);
  const url = appLink(MOCK_CASHIER_PATH, row.tenant_code, { payApplyNo, timeStamp, sign, checkNo, amount: String(amount) });
  return { checkNo, payApplyNo, timeStamp, sign, amount, url };
}
