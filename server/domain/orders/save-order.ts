import type { saveOrder } from '../../../schema/api/order-submit';
import type { CallHandler } from '../../app/call-handler';
import { checkInsuredEntries } from '../../../shared/insured/check-insured-list';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { orderToken } from './display/order-view';
import { ORDER_MESSAGES } from './order-messages';
import { requireOrder } from './store/find-order';
import { writeDraft } from './store/write-draft';
import { orderInsuredLimits } from './validation/order-insured-limits';
import { prepareOrder } from './validation/prepare-order';
import { invalidOrder } from './validation/reminder';

/**
 * saveOrder: keeps a draft as it stands, however incomplete (the buyer may leave and come back). A
 * body with an order number updates that draft; without one a new draft is created. An order that has
 * left the draft state is not changed (409); an insured list longer than the plan's maximum is refused (20000).
 */
export const handleSaveOrder: CallHandler<typeof saveOrder> = async ({ body, tenant, app }) =>
  app.db.transaction(async (tx) => {
    const existing = body.orderNo || body.encryptOrderNo ? await requireOrder(tx, app, tenant, body, { forUpdate: true }) : undefined;
    if (existing && existing.status !== 'draft') throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.orderNotEditable, 409);
    // However incomplete, a draft holds no more insureds than its plan allows (a hand-built list of
    // thousands would otherwise be stored); too few is left for the buyer to complete.
    const tooMany = checkInsuredEntries(body.insuredList?.length ?? 0, await orderInsuredLimits(tx, tenant, body));
    if (tooMany) throw invalidOrder(tooMany);
    const now = app.now();
    const row = await writeDraft(tx, app.pii, tenant, existing, prepareOrder(body, existing, now), now);
    return { success: true, code: 0, message: ORDER_MESSAGES.orderSaved, result: { orderNo: row.order_no, encryptOrderNo: orderToken(app, row) } };
  });
