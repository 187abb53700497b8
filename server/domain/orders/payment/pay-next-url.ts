import type { queryQueryPayNextUrl } from '../../../../schema/api/payment';
import type { CallHandler } from '../../../app/call-handler';
import { isPaid } from '../order-status';
import { requireOrder } from '../store/find-order';
import { resultLink } from './app-links';
import { createPayRequest } from './create-pay-request';

/**
 * queryQueryPayNextUrl: where the payment query page sends the buyer. A paid order goes to its result
 * page; a draft is refused (409); an unpaid one goes to a freshly signed cashier (a new payment application superseding the last, so
 * an old link can no longer pay), whose return address is the result page.
 */
export const handleQueryPayNextUrl: CallHandler<typeof queryQueryPayNextUrl> = async ({ body, tenant, app }) =>
  app.db.transaction(async (tx) => {
    const row = await requireOrder(tx, app, tenant, body, { forUpdate: true });
    if (isPaid(row.status)) {
      return { success: true, code: 0, result: { orderNo: row.order_no, payStatus: 'paid' as const, nextUrl: resultLink(app, row) } };
    }
    const payStatus = row.status === 'paying' ? ('paying' as const) : ('unpaid' as const);
    const request = await createPayRequest(tx, app, row, resultLink(app, row));
    return { success: true, code: 0, result: { orderNo: row.order_no, payStatus, nextUrl: request.url } };
  });
