import type { PageAction } from '../../../../schema/entities/page-action';
import type { AppContext } from '../../../app/app-context';
import type { Queryable } from '../../../db/database';
import { cashierApplicationAction } from '../cashier/cashier-application';
import { formSubmitAction } from '../page-actions';
import type { OrderRow } from '../store/order-row';
import { resultLink } from './app-links';
import { createPayRequest } from './create-pay-request';
import { MOCK_CASHIER_PATH } from './pay-constants';

/**
 * The page action that takes the buyer of an unpaid order, locked by the caller, to a cashier with a
 * fresh payment application: a form posted to the mock cashier where MOCK_CASHIER is on, else to the
 * insurer's cashier (CASHIER_URL). Either returns to the order's result page.
 */
export async function payStepAction(tx: Queryable, app: AppContext, row: OrderRow): Promise<PageAction> {
  if (!app.config.mockCashier) return cashierApplicationAction(tx, app, row);
  const { payApplyNo, timeStamp, sign, checkNo, amount } = await createPayRequest(tx, app, row, resultLink(app, row));
  return formSubmitAction(MOCK_CASHIER_PATH, { payApplyNo, timeStamp, sign, checkNo, amount: String(amount), from: row.tenant_code });
}
