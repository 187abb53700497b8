import type { mockPayRequest } from '../../../../schema/api/mock-pay';
import type { CallHandler } from '../../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { ORDER_MESSAGES } from '../order-messages';
import { requireOrder } from '../store/find-order';
import { createPayRequest } from './create-pay-request';
import { isAllowedReturnUrl } from './return-url';

/**
 * mockPayRequest: opens the simulated cashier for a submitted order and answers
 * `{ checkNo, payApplyNo, url }`. The return address must be a path of this site or on an allowed
 * origin (isAllowedReturnUrl).
 */
export const handleMockPayRequest: CallHandler<typeof mockPayRequest> = async ({ body, tenant, app }) => {
  if (!isAllowedReturnUrl(body.returnUrl, app.config.publicOrigin, app.config.returnUrlOrigins)) throw new DomainError(ERROR_CODES.badRequest, ORDER_MESSAGES.badReturnUrl, 400);
  const request = await app.db.transaction(async (tx) => {
    const row = await requireOrder(tx, app, tenant, { orderNo: body.orderNo }, { forUpdate: true });
    return createPayRequest(tx, app, row, body.returnUrl.trim());
  });
  return { success: true, code: 0, value: { checkNo: request.checkNo, payApplyNo: request.payApplyNo, url: request.url } };
};
