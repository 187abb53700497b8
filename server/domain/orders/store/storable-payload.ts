import type { Order } from '../../../../schema/entities/order';

/**
 * The order as it is stored: without the identifiers the server derives itself (orderNo,
 * encryptOrderNo) and without the SMS code, which is a secret of the moment, never order data.
 */
export function storablePayload(order: Order): Order {
  const { orderNo: _orderNo, encryptOrderNo: _encryptOrderNo, ...rest } = order;
  if (!rest.extraInfo || rest.extraInfo.validateCode === undefined) return rest;
  const { validateCode: _validateCode, ...extraInfo } = rest.extraInfo;
  return { ...rest, extraInfo };
}
