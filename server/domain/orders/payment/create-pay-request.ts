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
  /** The cashier page with every signed field in its address. */
  readonly url: string;
}

/**
 * Opens a simulated cashier for an order locked by the caller (FOR UPDATE): a new payment application
 * (see openPaymentApplication) signed for the mock cashier page.
 */
export async function createPayRequest(tx: Queryable, app: AppContext, row: OrderRow, returnUrl: string): Promise<PayRequest> {
  const { payApplyNo, checkNo, now } = await openPaymentApplication(tx, app, row, { paymentSource: MOCK_ORDER_PAYMENT_SOURCE, returnUrl });
  const timeStamp = String(now.getTime());
  const sign = paySign({ checkNo, payApplyNo, timeStamp }, app.config.paySignSecret);
  const url = appLink(MOCK_CASHIER_PATH, row.tenant_code, { payApplyNo, timeStamp, sign, checkNo });
  return { checkNo, payApplyNo, timeStamp, sign, url };
}
