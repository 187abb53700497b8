import type { AppContext } from '../../../app/app-context';
import { orderToken } from '../display/order-view';
import type { OrderRow } from '../store/order-row';
import { PAY_QUERY_PATH, RESULT_PATH } from './pay-constants';

/**
 * A same-site link into the buyer app. It carries `from` so that the app, opened from it, sends the
 * order's tenant with its calls; orders are named by their opaque token, never by number.
 */
export function appLink(path: string, tenant: string, params: Readonly<Record<string, string>>): string {
  return `${path}?${new URLSearchParams({ ...params, from: tenant }).toString()}`;
}

/**
 * The result page of an order, with the promotion it was bought from: the page shows that promotion's
 * template's result page (its texts, the e-policy download and the hotline it configures).
 */
export function resultLink(app: AppContext, row: Pick<OrderRow, 'tenant_code' | 'token_id' | 'promotion_id'>): string {
  return appLink(RESULT_PATH, row.tenant_code, { encryptOrderNo: orderToken(app, row), ...(row.promotion_id ? { promotionId: row.promotion_id } : {}) });
}

/** The payment query page of an order, which sends an unpaid order on to the cashier. */
export function payQueryLink(app: AppContext, row: Pick<OrderRow, 'tenant_code' | 'token_id'>): string {
  return appLink(PAY_QUERY_PATH, row.tenant_code, { encryptOrderNo: orderToken(app, row) });
}
